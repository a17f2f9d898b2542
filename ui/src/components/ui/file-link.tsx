import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';

/** A file the server makes (CSV, .xlsx) as a secondary button: a plain link, the session cookie authenticates it. */
export function FileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={buttonClasses('secondary')} href={href} download>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

import { Printer } from 'lucide-react';
import type { RefObject } from 'react';
import { useT } from '../lib/i18n/use-t';
import { printOnly } from '../lib/print-only';
import { Button } from './ui/button';

/**
 * Prints one part of a page alone (a finance list, a report): the browser's print dialog with only `target` on the
 * paper (index.css print rules; controls marked `data-print="hide"` and buttons stay off it). No inline script or
 * style, as the Content Security Policy wants.
 */
export function PrintButton({
  target,
  label,
  disabled = false,
}: {
  target: RefObject<HTMLElement | null>;
  label?: string;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Button variant="secondary" onClick={() => printOnly(target.current)} disabled={disabled}>
      <Printer aria-hidden="true" className="size-4" />
      {label ?? t('kit.print')}
    </Button>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';

interface DashboardCardProps {
  title: string;
  /** Links or controls at the right of the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled panel of the dashboard; a landmark region named by its heading. */
export function DashboardCard({ title, actions, className = '', children }: DashboardCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-slate-200 bg-white p-5 ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The text a panel shows when it has nothing to list (the spec's empty texts). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">{children}</p>;
}

/** A panel whose data could not be read. */
export function CardError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-2 font-medium underline underline-offset-2">
          {t('kit.retry')}
        </button>
      ) : null}
    </div>
  );
}

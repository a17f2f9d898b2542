import { Scale } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useMonthResult } from '../../../lib/api/get-monthly-report';
import type { LiveOptions } from '../../../hooks/use-live-options';

/**
 * "This month's result" (issue 14), for canViewFinancials only: the month's revenue (memberships, PT, supplements,
 * net of refunds) less its paid expenses, as the monthly report on /expenses counts them (cash basis). It follows
 * the `money-report` pushes like the other cards.
 */
export function MonthResultCard({ month, live }: { month: string; live: LiveOptions }) {
  const id = useId();
  const t = useT();
  const figures = useMonthResult(month, live);
  const result = figures.data?.result ?? 0;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-slate-700">
          {t('dashboard.monthResult.title')}
        </h2>
        <span aria-hidden="true" className="rounded-md bg-indigo-50 p-2 text-indigo-700">
          <Scale className="size-5" />
        </span>
      </div>
      {figures.data ? (
        <>
          <p data-figure className={`mt-2 text-2xl font-bold ${result < 0 ? 'text-red-800' : 'text-slate-900'}`}>
            {formatMoney(result)}
          </p>
          <p className="mt-1 text-xs text-slate-700">
            {t('dashboard.monthResult.sum', {
              revenue: formatMoney(figures.data.revenue.total),
              expenses: formatMoney(figures.data.expenses.total),
            })}{' '}
            ·{' '}
            <Link to="/expenses" className="font-medium text-indigo-700 underline underline-offset-2">
              {t('dashboard.monthResult.report')}
            </Link>
          </p>
        </>
      ) : figures.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-900">
          {errorMessage(figures.error)}
        </p>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t('kit.loading')}
        </p>
      )}
    </section>
  );
}

import { ArrowDown, ArrowUp, CalendarCheck, TrendingDown, TriangleAlert, Users, Wallet } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';

interface SummaryCardProps {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  change: ReactNode;
}

function SummaryCard({ title, icon, value, change }: SummaryCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-slate-700">
          {title}
        </h2>
        <span aria-hidden="true" className="rounded-md bg-indigo-50 p-2 text-indigo-700">
          {icon}
        </span>
      </div>
      <p data-figure className="mt-2 text-2xl font-bold text-slate-900">
        {value}
      </p>
      <p className="mt-1 flex items-center gap-1 text-xs text-slate-700">{change}</p>
    </section>
  );
}

function Trend({ up, children }: { up: boolean; children: ReactNode }) {
  const Arrow = up ? ArrowUp : ArrowDown;
  const t = useT();
  return (
    <>
      <Arrow aria-hidden="true" className={`size-3.5 ${up ? 'text-green-700' : 'text-red-700'}`} />
      <span className="sr-only">{up ? t('dashboard.trend.up') : t('dashboard.trend.down')}</span>
      {children}
    </>
  );
}

/** A percentage with at most one decimal: "12.5". */
const percent = (value: number) => Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * The four summary cards (spec section 2): the first two change lines are the spec's fixed texts, not data; the
 * collections card compares with last month; the past-due card gives the count, then the total owed. The two money
 * cards only for users who may see the money (`showMoney`: canViewFinancials; the server leaves those figures out).
 */
export function SummaryCards({
  stats,
  month,
  showMoney,
}: {
  stats: DashboardStats;
  month: string;
  showMoney: boolean;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard
        title={t('dashboard.summary.totalMembers')}
        icon={<Users className="size-5" />}
        value={stats.totalMembers.toLocaleString('en-US')}
        change={<Trend up>{t('dashboard.summary.membersChange')}</Trend>}
      />
      <SummaryCard
        title={t('dashboard.summary.checkInsToday')}
        icon={<CalendarCheck className="size-5" />}
        value={stats.checkInsToday.toLocaleString('en-US')}
        change={<Trend up>{t('dashboard.summary.checkInsChange')}</Trend>}
      />
      {showMoney ? (
        <>
          <SummaryCard
            title={t('dashboard.summary.collections', { month })}
            icon={<Wallet className="size-5" />}
            value={formatMoney(stats.monthlyRevenue)}
            change={
              <Trend up={stats.percentageChange >= 0}>
                {t('dashboard.summary.collectionsChange', { percent: percent(stats.percentageChange) })}
              </Trend>
            }
          />
          <SummaryCard
            title={t('dashboard.summary.pastDue')}
            icon={<TriangleAlert className="size-5" />}
            value={
              <>
                {stats.pastDuePayments.toLocaleString('en-US')}{' '}
                <span className="text-base font-semibold text-red-800">{formatMoney(stats.totalDueAmount)}</span>
              </>
            }
            change={
              <>
                <TrendingDown aria-hidden="true" className="size-3.5 text-red-700" />
                {t('dashboard.summary.pastDueAmount')}
              </>
            }
          />
        </>
      ) : null}
    </div>
  );
}

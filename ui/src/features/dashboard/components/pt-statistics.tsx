import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { formatAmount, formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { COLOURS } from '../utils/colours';
import { rankLabel, rankTrainers } from '../utils/ranking';
import type { RankedTrainer } from '../utils/ranking';
import { DashboardCard, EmptyText } from './dashboard-card';
import { BarChart, Legend } from './lazy-charts';

/** The trainer chart's height (spec section 9). */
export const TRAINER_CHART_HEIGHT = 300;
type Translate = ReturnType<typeof useT>;

/** The chart's text alternative: every trainer of the ranking with both amounts. */
function chartSummary(ranking: readonly RankedTrainer[], t: Translate): string {
  return t('dashboard.pt.chartSummary', {
    trainers: ranking
      .map((trainer) =>
        t('dashboard.pt.chartTrainer', {
          trainer: rankLabel(trainer),
          self: formatMoney(trainer.self),
          counter: formatMoney(trainer.counter),
        }),
      )
      .join('; '),
  });
}

/**
 * Personal Training Statistics (spec section 2): the month's PT total and revenue tiles (the same figure), and the
 * top 10 trainers by self-sourced sales as a bar chart and a table.
 */
export function PtStatistics({ stats, month }: { stats: DashboardStats; month: string }) {
  const t = useT();
  const ranking = rankTrainers(stats.trainerPTStats);
  const series = [
    { key: 'self', label: t('dashboard.pt.self'), color: COLOURS.self },
    { key: 'counter', label: t('dashboard.pt.counter'), color: COLOURS.counter },
  ];
  return (
    <DashboardCard title={t('dashboard.pt.title')}>
      <div className="mb-5 grid gap-4 sm:grid-cols-2">
        <Tile label={t('dashboard.pt.total', { month })} value={formatMoney(stats.monthlyPTAmount)} />
        <Tile label={t('dashboard.pt.revenue', { month })} value={formatMoney(stats.monthlyPTAmount)} />
      </div>
      {ranking.length === 0 ? (
        <EmptyText>{t('dashboard.pt.none')}</EmptyText>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <figure>
            <figcaption className="mb-2 text-sm font-semibold text-slate-900">
              {t('dashboard.pt.chartTitle')}
            </figcaption>
            <Legend series={series} />
            <BarChart
              height={TRAINER_CHART_HEIGHT}
              ariaLabel={chartSummary(ranking, t)}
              series={series}
              categories={ranking.map((trainer) => ({
                key: trainer.trainerId,
                label: `#${trainer.rank}`,
                title: rankLabel(trainer),
                values: { self: trainer.self, counter: trainer.counter },
              }))}
              formatValue={formatMoney}
              formatTick={(value) => value.toLocaleString('en-US', { notation: 'compact' })}
            />
          </figure>
          <RankingTable ranking={ranking} />
        </div>
      )}
    </DashboardCard>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{label}</p>
      <p data-figure className="mt-1 text-xl font-bold text-slate-900">
        {value}
      </p>
    </div>
  );
}

function RankingTable({ ranking }: { ranking: readonly RankedTrainer[] }) {
  const t = useT();
  const cell = 'px-3 py-2 text-end tabular-nums';
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="mb-2 text-start text-sm font-semibold text-slate-900">
          {t('dashboard.pt.rankingCaption')}
        </caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('dashboard.pt.rank')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('dashboard.pt.trainer')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('dashboard.pt.self')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('dashboard.pt.counter')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('dashboard.pt.totalColumn')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {ranking.map((trainer) => (
            <tr key={trainer.trainerId}>
              <td className="px-3 py-2">#{trainer.rank}</td>
              <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                {trainer.trainerName}
              </th>
              <td className={cell}>{formatAmount(trainer.self)}</td>
              <td className={cell}>{formatAmount(trainer.counter)}</td>
              <td className={`${cell} font-semibold text-slate-900`}>{formatAmount(trainer.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

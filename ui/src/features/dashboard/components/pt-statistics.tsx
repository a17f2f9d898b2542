import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { formatAmount, formatMoney } from '@gym/kernel/contracts/format';
import { COLOURS } from '../utils/colours';
import { rankLabel, rankTrainers } from '../utils/ranking';
import type { RankedTrainer } from '../utils/ranking';
import { DashboardCard, EmptyText } from './dashboard-card';
import { BarChart, Legend } from './lazy-charts';

/** The trainer chart's height (spec section 9). */
export const TRAINER_CHART_HEIGHT = 300;
const CHART_TITLE = 'PT Sales by Trainer (Ranked by Self-Sourced)';
const SERIES = [
  { key: 'self', label: 'Self-Sourced', color: COLOURS.self },
  { key: 'counter', label: 'Counter-Sourced', color: COLOURS.counter },
] as const;

/** The chart's text alternative: every trainer of the ranking with both amounts. */
function chartSummary(ranking: readonly RankedTrainer[]): string {
  return `${CHART_TITLE}: ${ranking
    .map((t) => `${rankLabel(t)}, self-sourced ${formatMoney(t.self)}, counter-sourced ${formatMoney(t.counter)}`)
    .join('; ')}.`;
}

/**
 * Personal Training Statistics (spec section 2): the month's PT total and revenue tiles (the same figure), and the
 * top 10 trainers by self-sourced sales as a bar chart and a table.
 */
export function PtStatistics({ stats, month }: { stats: DashboardStats; month: string }) {
  const ranking = rankTrainers(stats.trainerPTStats);
  return (
    <DashboardCard title="Personal Training Statistics">
      <div className="mb-5 grid gap-4 sm:grid-cols-2">
        <Tile label={`${month} PT Total`} value={formatMoney(stats.monthlyPTAmount)} />
        <Tile label={`${month} PT Revenue`} value={formatMoney(stats.monthlyPTAmount)} />
      </div>
      {ranking.length === 0 ? (
        <EmptyText>No trainer PT data available</EmptyText>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <figure>
            <figcaption className="mb-2 text-sm font-semibold text-slate-900">{CHART_TITLE}</figcaption>
            <Legend series={SERIES} />
            <BarChart
              height={TRAINER_CHART_HEIGHT}
              ariaLabel={chartSummary(ranking)}
              series={SERIES}
              categories={ranking.map((t) => ({
                key: t.trainerId,
                label: `#${t.rank}`,
                title: rankLabel(t),
                values: { self: t.self, counter: t.counter },
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
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900">
          Trainer ranking (amounts in QAR)
        </caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Rank
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Trainer
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Self-Sourced
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Counter-Sourced
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {ranking.map((t) => (
            <tr key={t.trainerId}>
              <td className="px-3 py-2">#{t.rank}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {t.trainerName}
              </th>
              <td className={cell}>{formatAmount(t.self)}</td>
              <td className={cell}>{formatAmount(t.counter)}</td>
              <td className={`${cell} font-semibold text-slate-900`}>{formatAmount(t.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { DashboardMembers } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { ChartSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { COLOURS } from '../utils/colours';
import { genderName } from '../utils/gender';
import type { GenderGroup } from '../utils/gender';
import {
  DEFAULT_GROWTH_MONTHS,
  GROWTH_RANGES,
  genderDistribution,
  growthSeries,
  topNationalities,
} from '../utils/member-charts';
import type { GrowthMonths, Slice } from '../utils/member-charts';
import { monthLabel } from '../../../lib/desk-time';
import { CardError, DashboardCard, EmptyText } from './dashboard-card';
import { Tabs } from '../../../components/ui/tabs';
import { BarChart, Donut, Legend } from './lazy-charts';

export const MEMBER_CHART_HEIGHT = 280;

interface MemberChartsCardProps {
  members: { data?: DashboardMembers; error: unknown; isError: boolean; refetch: () => unknown };
  today: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** "1 member", "12 members", in the user's language. */
function useMemberCount() {
  const t = useT();
  return (n: number) => t('dashboard.memberCount', { count: n });
}

/** Membership Growth / Gender Distribution / Top Nationalities (spec section 2), from the registrations by month. */
export function MemberChartsCard({ members: query, today }: MemberChartsCardProps) {
  const t = useT();
  const rows = query.data?.data;
  const body = (content: (rows: DashboardMembers['data']) => ReactNode) =>
    rows ? (
      content(rows)
    ) : query.isError ? (
      <CardError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
    ) : (
      <ChartSkeleton height={MEMBER_CHART_HEIGHT} label={t('dashboard.charts.loading')} />
    );
  return (
    <DashboardCard title={t('dashboard.members')}>
      <Tabs
        label={t('dashboard.charts.tabs')}
        tabs={[
          { label: t('dashboard.charts.growth'), content: body((data) => <GrowthChart rows={data} today={today} />) },
          { label: t('dashboard.charts.gender'), content: body((data) => <GenderChart rows={data} />) },
          { label: t('dashboard.charts.nationalities'), content: body((data) => <NationalityChart rows={data} />) },
        ]}
      />
    </DashboardCard>
  );
}

function GrowthChart({ rows, today }: { rows: DashboardMembers['data']; today: string }) {
  const t = useT();
  const members = useMemberCount();
  const [months, setMonths] = useState<GrowthMonths>(DEFAULT_GROWTH_MONTHS);
  const rangeLabel = useId();
  const series = growthSeries(rows, today, months);
  const legend = series.genders.map((gender) => ({
    key: gender,
    label: genderName(gender),
    color: COLOURS[gender],
  }));
  const range = t(GROWTH_RANGES.find((r) => r.months === months)!.label);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p id={rangeLabel} className="text-sm text-slate-700">
          {t('dashboard.growth.summary', { range, members: members(series.total) })}
        </p>
        <div role="group" aria-labelledby={rangeLabel} className="flex gap-1">
          {GROWTH_RANGES.map((r) => (
            <button
              key={r.months}
              type="button"
              aria-pressed={r.months === months}
              onClick={() => setMonths(r.months)}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-800 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
            >
              {t(r.label)}
            </button>
          ))}
        </div>
      </div>
      {series.total === 0 ? (
        <EmptyText>{t('dashboard.noMembers')}</EmptyText>
      ) : (
        <>
          <Legend series={legend} />
          <BarChart
            height={MEMBER_CHART_HEIGHT}
            ariaLabel={t('dashboard.growth.aria', {
              range,
              months: series.points
                .map(
                  (p) =>
                    `${monthLabel(p.month)}: ${series.genders.map((g) => `${genderName(g)} ${p.counts[g]}`).join(', ')}`,
                )
                .join('; '),
            })}
            series={legend}
            categories={series.points.map((p) => ({
              key: p.month,
              label: monthLabel(p.month, { short: true }),
              title: monthLabel(p.month),
              values: p.counts,
            }))}
            formatValue={members}
            formatTick={count}
          />
        </>
      )}
    </div>
  );
}

function shareList(slices: readonly Slice[]): string {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return slices.map((s) => `${s.label} ${count(s.count)} (${Math.round((s.count / total) * 100)}%)`).join(', ');
}

function GenderChart({ rows }: { rows: DashboardMembers['data'] }) {
  const t = useT();
  const slices = genderDistribution(rows);
  if (slices.length === 0) return <EmptyText>{t('dashboard.noMembers')}</EmptyText>;
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const coloured = slices.map((s) => ({ ...s, color: COLOURS[s.key as GenderGroup] }));
  return (
    <div className="grid items-center gap-4 sm:grid-cols-2">
      <Donut
        height={MEMBER_CHART_HEIGHT}
        slices={coloured}
        ariaLabel={t('dashboard.gender.aria', { shares: shareList(slices) })}
      />
      <ul className="grid gap-2 text-sm text-slate-800">
        {coloured.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
            <span className="font-medium text-slate-900">{s.label}</span>
            <span>
              {count(s.count)} ({Math.round((s.count / total) * 100)}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NationalityChart({ rows }: { rows: DashboardMembers['data'] }) {
  const t = useT();
  const members = useMemberCount();
  const top = topNationalities(rows);
  if (top.length === 0) return <EmptyText>{t('dashboard.nationalities.none')}</EmptyText>;
  const series = [{ key: 'members', label: t('dashboard.members'), color: COLOURS.members }];
  return (
    <BarChart
      height={MEMBER_CHART_HEIGHT}
      ariaLabel={t('dashboard.nationalities.aria', {
        count: top.length,
        list: top.map((n) => `${n.label} ${count(n.count)}`).join(', '),
      })}
      series={series}
      categories={top.map((n) => ({ key: n.key, label: n.label, title: n.label, values: { members: n.count } }))}
      formatValue={members}
      formatTick={count}
    />
  );
}

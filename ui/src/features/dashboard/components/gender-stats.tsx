import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { DashboardCard } from './dashboard-card';
import { Tabs } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n/use-t';

function Figures({ items }: { items: readonly { label: string; value: number }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-md bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{item.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Member Statistics by Gender (spec section 2): Active Members (the default tab) and Expired Members. */
export function GenderStats({ stats }: { stats: DashboardStats }) {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.gender.title')}>
      <Tabs
        label={t('dashboard.gender.tabs')}
        tabs={[
          {
            label: t('dashboard.activeMembers'),
            content: (
              <Figures
                items={[
                  { label: t('dashboard.gender.totalActive'), value: stats.activeMembers },
                  { label: t('dashboard.gender.activeLadies'), value: stats.activeFemaleMembers },
                  { label: t('dashboard.gender.activeGents'), value: stats.activeMaleMembers },
                ]}
              />
            ),
          },
          {
            label: t('dashboard.expiredMembers'),
            content: (
              <Figures
                items={[
                  { label: t('dashboard.gender.totalExpired'), value: stats.expiredMembers },
                  { label: t('dashboard.gender.expiredLadies'), value: stats.expiredFemaleMembers },
                  { label: t('dashboard.gender.expiredGents'), value: stats.expiredMaleMembers },
                ]}
              />
            ),
          },
        ]}
      />
    </DashboardCard>
  );
}

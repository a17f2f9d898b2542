import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { DashboardCard } from './dashboard-card';
import { Tabs } from '../../../components/ui/tabs';

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
  return (
    <DashboardCard title="Member Statistics by Gender">
      <Tabs
        label="Member status"
        tabs={[
          {
            label: 'Active Members',
            content: (
              <Figures
                items={[
                  { label: 'Total Active Members', value: stats.activeMembers },
                  { label: 'Active Ladies', value: stats.activeFemaleMembers },
                  { label: 'Active Gents', value: stats.activeMaleMembers },
                ]}
              />
            ),
          },
          {
            label: 'Expired Members',
            content: (
              <Figures
                items={[
                  { label: 'Total Expired Members', value: stats.expiredMembers },
                  { label: 'Expired Ladies', value: stats.expiredFemaleMembers },
                  { label: 'Expired Gents', value: stats.expiredMaleMembers },
                ]}
              />
            ),
          },
        ]}
      />
    </DashboardCard>
  );
}

import type { z } from 'zod';
import type { planDistribution } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { ChartSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { COLOURS } from '../utils/colours';
import { CardError, DashboardCard, EmptyText } from './dashboard-card';
import { Tabs } from '../../../components/ui/tabs';
import { BarChart } from './lazy-charts';
import { MEMBER_CHART_HEIGHT } from './member-charts-card';

type PlanCounts = z.infer<typeof planDistribution>;
type Status = 'active' | 'expired';

interface PlanDistributionCardProps {
  plans: { data?: PlanCounts; error: unknown; isError: boolean; refetch: () => unknown };
}

const members = (n: number) => `${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'}`;

/** Membership Plan Distribution (spec section 2): members per plan today, active or expired. */
export function PlanDistributionCard({ plans }: PlanDistributionCardProps) {
  const tab = (status: Status) =>
    plans.data ? (
      <PlanChart plans={plans.data} status={status} />
    ) : plans.isError ? (
      <CardError message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />
    ) : (
      <ChartSkeleton height={MEMBER_CHART_HEIGHT} label="Loading plans..." />
    );
  return (
    <DashboardCard title="Membership Plan Distribution">
      <Tabs
        label="Plan members"
        tabs={[
          { label: 'Active Members', content: tab('active') },
          { label: 'Expired Members', content: tab('expired') },
        ]}
      />
    </DashboardCard>
  );
}

function PlanChart({ plans, status }: { plans: PlanCounts; status: Status }) {
  const shown = plans.filter((plan) => plan[status] > 0).sort((a, b) => b[status] - a[status]);
  if (shown.length === 0) return <EmptyText>No members found</EmptyText>;
  const word = status === 'active' ? 'Active' : 'Expired';
  return (
    <BarChart
      height={MEMBER_CHART_HEIGHT}
      ariaLabel={`${word} members per plan: ${shown.map((p) => `${p.planName} ${p[status]}`).join(', ')}.`}
      series={[
        { key: status, label: `${word} members`, color: status === 'active' ? COLOURS.members : COLOURS.counter },
      ]}
      categories={shown.map((p) => ({
        key: p.planId,
        label: p.planName,
        title: p.planName,
        values: { [status]: p[status] },
      }))}
      formatValue={members}
      formatTick={(n) => n.toLocaleString('en-US')}
    />
  );
}

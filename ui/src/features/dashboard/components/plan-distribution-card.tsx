import type { z } from 'zod';
import type { planDistribution } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { ChartSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
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

/** Membership Plan Distribution (spec section 2): members per plan today, active or expired. */
export function PlanDistributionCard({ plans }: PlanDistributionCardProps) {
  const t = useT();
  const tab = (status: Status) =>
    plans.data ? (
      <PlanChart plans={plans.data} status={status} />
    ) : plans.isError ? (
      <CardError message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />
    ) : (
      <ChartSkeleton height={MEMBER_CHART_HEIGHT} label={t('dashboard.plans.loading')} />
    );
  return (
    <DashboardCard title={t('dashboard.plans.title')}>
      <Tabs
        label={t('dashboard.plans.tabs')}
        tabs={[
          { label: t('dashboard.activeMembers'), content: tab('active') },
          { label: t('dashboard.expiredMembers'), content: tab('expired') },
        ]}
      />
    </DashboardCard>
  );
}

function PlanChart({ plans, status }: { plans: PlanCounts; status: Status }) {
  const t = useT();
  const shown = plans.filter((plan) => plan[status] > 0).sort((a, b) => b[status] - a[status]);
  if (shown.length === 0) return <EmptyText>{t('dashboard.noMembers')}</EmptyText>;
  const list = shown.map((p) => `${p.planName} ${p[status]}`).join(', ');
  return (
    <BarChart
      height={MEMBER_CHART_HEIGHT}
      ariaLabel={
        status === 'active' ? t('dashboard.plans.activeAria', { list }) : t('dashboard.plans.expiredAria', { list })
      }
      series={[
        {
          key: status,
          label: status === 'active' ? t('dashboard.plans.active') : t('dashboard.plans.expired'),
          color: status === 'active' ? COLOURS.members : COLOURS.counter,
        },
      ]}
      categories={shown.map((p) => ({
        key: p.planId,
        label: p.planName,
        title: p.planName,
        values: { [status]: p[status] },
      }))}
      formatValue={(n) => t('dashboard.memberCount', { count: n })}
      formatTick={(n) => n.toLocaleString('en-US')}
    />
  );
}

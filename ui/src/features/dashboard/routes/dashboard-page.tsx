import { UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCan } from '../../../hooks/use-session-user';
import { DASHBOARD_QUERY_KEYS } from '../api/dashboard-query-keys';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { usePlanDistribution } from '../api/get-plan-distribution';
import { LowerPanelsSkeleton, StatsSkeleton } from '../components/dashboard-skeletons';
import { GenderStats } from '../components/gender-stats';
import { PtStatistics } from '../components/pt-statistics';
import { StatsError } from '../components/stats-error';
import { GetStartedCard } from '../components/get-started-card';
import { MonthResultCard } from '../components/month-result-card';
import { SummaryCards } from '../components/summary-cards';
import { useForcedRefresh, useLiveOptions } from '../../../hooks/use-live-options';
import { useGymTimeZone, useGymToday } from '../../../hooks/use-gym-today';
import { useAsOf } from '../../../hooks/use-as-of';
import { deskToday, monthName } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { AsOfBanner } from '../../../components/as-of/as-of-banner';
import { AsOfPicker } from '../../../components/as-of/as-of-picker';
import { usePtPackages } from '../../../lib/api/get-pt-packages';
import { useDashboardMembers, useDueMembers } from '../../../lib/api/get-members';
import { useRecentCheckIns } from '../../../lib/api/get-check-ins';
import { useTodayClasses } from '../../../lib/api/get-today-classes';
import { LowStockNotice } from '../../../components/feedback/low-stock-notice';

/** Recent Activity shows the latest 5 check-ins (spec section 9). */
const RECENT_CHECK_INS = 5;

// Below the figures: loaded after the first paint (DESIGN section 8 budget); its queries start here at once.
const LowerPanels = lazy(() => import('../components/lower-panels'));

/**
 * / (any signed-in user): the spec's dashboard, in its order. Every figure follows the realtime pushes; while the
 * socket is down it polls every 3 s, and a forced refresh runs every 30 s (spec section 4, DESIGN section 1). Money
 * cards need canViewFinancials and the PT statistics canViewPT, as the server's answer does. With `?asOf=` it shows
 * the figures, member charts, plans and due members as of that past instant (issue 13 item 7), nothing live and nothing to change.
 */
export function Component() {
  const navigate = useNavigate();
  const t = useT();
  const canEditMembers = useCan('canEditMembers');
  const canViewMembers = useCan('canViewMembers');
  const canViewPT = useCan('canViewPT');
  const canViewFinancials = useCan('canViewFinancials');
  const canEditPT = useCan('canEditPT');
  const timeZone = useGymTimeZone();
  const liveToday = useGymToday();
  // Viewing the past (`?asOf=`): "today" is the gym's day of that instant, as the server counts it.
  const { asOf } = useAsOf();
  const today = asOf ? deskToday(new Date(asOf), timeZone) : liveToday;
  const month = monthName(today);

  const live = useLiveOptions(asOf);
  useForcedRefresh(DASHBOARD_QUERY_KEYS);
  const stats = useDashboardStats(live, asOf);
  const plans = usePlanDistribution(live, asOf);
  const members = useDashboardMembers(asOf, { ...live, enabled: canViewMembers });
  const dueMembers = useDueMembers(asOf, { ...live, enabled: canViewMembers });
  // Live-only reads (no as-of answer in the API) are not made while viewing the past.
  const duePt = usePtPackages({ hasDueAmount: true }, { ...live, enabled: canViewPT && !asOf });
  const recent = useRecentCheckIns(RECENT_CHECK_INS, { ...live, enabled: canViewMembers && !asOf });
  const todayClasses = useTodayClasses(live, canViewMembers && !asOf);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <AsOfBanner note={t('dashboard.asOfNote')} />
      <div className="-mb-6">
        <PageHeader title={t('nav.dashboard')}>
          <div className="flex flex-wrap items-start gap-3">
            <AsOfPicker />
            {canEditMembers && !asOf ? (
              <Button className="mt-6" onClick={() => void navigate('/members/add')}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t('app.addMember')}
              </Button>
            ) : null}
          </div>
        </PageHeader>
      </div>

      {asOf ? null : <GetStartedCard />}
      {canViewFinancials && !asOf ? <LowStockNotice /> : null}
      {stats.data ? (
        <>
          <SummaryCards stats={stats.data} month={month} showMoney={canViewFinancials} />
          {canViewFinancials && !asOf ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <MonthResultCard month={today.slice(0, 7)} live={live} />
            </div>
          ) : null}
          {canViewPT ? <PtStatistics stats={stats.data} month={month} /> : null}
          <GenderStats stats={stats.data} />
        </>
      ) : stats.isError ? (
        <StatsError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsSkeleton />
      )}

      <Suspense fallback={<LowerPanelsSkeleton />}>
        <LowerPanels
          today={today}
          canViewMembers={canViewMembers}
          canViewPT={canViewPT}
          canEditPT={canEditPT}
          members={members}
          plans={plans}
          dueMembers={dueMembers}
          duePt={duePt}
          recent={recent}
          todayClasses={todayClasses}
          asOf={asOf}
        />
      </Suspense>
    </div>
  );
}

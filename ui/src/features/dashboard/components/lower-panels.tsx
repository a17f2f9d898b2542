import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import type { DashboardMembers, planDistribution } from '@gym/modules/insight/dashboard/dashboard-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { DuePaymentsCard } from './due-payments-card';
import { MemberChartsCard } from './member-charts-card';
import { PlanDistributionCard } from './plan-distribution-card';
import { QuickCheckIn } from './quick-check-in';
import { RecentActivity } from './recent-activity';
import { TodayClassesCard } from './today-classes-card';
import type { TodayClass } from '../../../lib/api/get-today-classes';

export interface LowerPanelsProps {
  readonly today: string;
  readonly canViewMembers: boolean;
  readonly canViewPT: boolean;
  readonly canEditPT: boolean;
  readonly members: UseQueryResult<DashboardMembers>;
  readonly plans: UseQueryResult<z.infer<typeof planDistribution>>;
  readonly dueMembers: UseQueryResult<{ data: Member[]; total: number }>;
  readonly duePt: UseQueryResult<PtPackage[]>;
  readonly recent: UseQueryResult<CheckIn[]>;
  /** Today's classes (issue 47; canViewMembers, live only). */
  readonly todayClasses: UseQueryResult<TodayClass[]>;
  /**
   * Viewing as of this past instant: only what the API answers as of an instant is shown (member charts, plans and
   * due members); PT balances, recent activity and quick check-in are live only and left out.
   */
  readonly asOf?: string | undefined;
}

/**
 * The dashboard below its figures (spec section 2, items 4 to 6): the member and plan charts, Due Payments, Recent
 * Activity beside Quick Check-in. Loaded after the first paint; their data is already on its way (the route starts
 * every query). Panels whose data the user may not read (the server refuses it) are left out.
 */
export default function LowerPanels(props: LowerPanelsProps) {
  const { today, canViewMembers, canViewPT, canEditPT, members, plans, dueMembers, duePt, recent, todayClasses, asOf } =
    props;
  return (
    <>
      <div className={`grid gap-6 ${canViewMembers ? 'lg:grid-cols-2' : ''}`}>
        {canViewMembers ? <MemberChartsCard members={members} today={today} /> : null}
        <PlanDistributionCard plans={plans} />
      </div>

      {canViewMembers || (canViewPT && !asOf) ? (
        <DuePaymentsCard
          members={{ data: dueMembers.data, isError: dueMembers.isError, enabled: canViewMembers }}
          packages={{ data: duePt.data, isError: duePt.isError, enabled: canViewPT && !asOf }}
          canPayPt={canEditPT}
          asOf={asOf}
        />
      ) : null}

      {canViewMembers && !asOf ? <TodayClassesCard classes={todayClasses} /> : null}

      {canViewMembers && !asOf ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <RecentActivity checkIns={recent} className="lg:col-span-2" />
          <QuickCheckIn />
        </div>
      ) : null}
    </>
  );
}

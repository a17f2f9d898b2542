import { useCan } from '../../../hooks/use-session-user';
import { MemberBilling } from './member-billing';

/** The billing section of a member's page (shown to canViewFinancials; changes need canEditFinancials). */
export default function MemberBillingSection({ memberId, today }: { memberId: string; today: string }) {
  return <MemberBilling memberId={memberId} today={today} canEdit={useCan('canEditFinancials')} />;
}

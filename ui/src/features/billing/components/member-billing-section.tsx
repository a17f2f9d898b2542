import { useAsOf } from '../../../hooks/use-as-of';
import { useCan } from '../../../hooks/use-session-user';
import { MemberBilling } from './member-billing';
import { MemberInvoicesAsOf } from './member-invoices-as-of';

/**
 * The billing section of a member's page (shown to canViewFinancials; changes need canEditFinancials). Viewing the
 * page as of a past instant, the member's invoices as links to their receipts as of then.
 */
export default function MemberBillingSection({ memberId, today }: { memberId: string; today: string }) {
  const canEdit = useCan('canEditFinancials');
  const { asOf } = useAsOf();
  if (asOf) return <MemberInvoicesAsOf memberId={memberId} today={today} asOf={asOf} />;
  return <MemberBilling memberId={memberId} today={today} canEdit={canEdit} />;
}

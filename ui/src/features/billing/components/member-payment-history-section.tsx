import { PaymentHistory } from './payment-history';

/** The money history on a member's page, over all their invoices (canViewFinancials). */
export default function MemberPaymentHistorySection({ memberId }: { memberId: string; today: string }) {
  return <PaymentHistory of={{ memberId }} />;
}

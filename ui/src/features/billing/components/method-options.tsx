import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';

/** The payment methods as a select's options (a payment and a refund are made by one of them). */
export function MethodOptions() {
  return Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

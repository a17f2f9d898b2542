import { useT } from '../../../lib/i18n/use-t';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';

/** The payment methods as a select's options (a payment and a refund are made by one of them). */
export function MethodOptions() {
  const t = useT();
  return Object.entries(PAYMENT_METHOD_NAME_IDS).map(([value, label]) => (
    <option key={value} value={value}>
      {t(label)}
    </option>
  ));
}

import { useT } from '../../../lib/i18n/use-t';
import { PAYMENT_METHOD_LABEL_IDS } from '../utils/payment-method-labels';

/** The payment methods as a select's options (a payment and a refund are made by one of them). */
export function MethodOptions() {
  const t = useT();
  return Object.entries(PAYMENT_METHOD_LABEL_IDS).map(([value, label]) => (
    <option key={value} value={value}>
      {t(label)}
    </option>
  ));
}

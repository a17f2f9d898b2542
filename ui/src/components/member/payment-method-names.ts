import type { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { translate } from '../../lib/i18n/i18n';

type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

/**
 * The ids of the payment methods' names: one set in the shared catalogue (`kit.paymentMethod.*`) for every screen
 * that names a payment's method (billing, receipts, the desk's dialogs, personal training, the refund preview). The
 * contract's PAYMENT_METHOD_LABELS are the English words of the server's files (receipts' CSV, exports) and stay
 * English.
 */
export const PAYMENT_METHOD_NAME_IDS: Record<PaymentMethod, string> = {
  cash: 'kit.paymentMethod.cash',
  card: 'kit.paymentMethod.card',
  bank_transfer: 'kit.paymentMethod.bankTransfer',
};

/** The payment methods' names in the page's language, for the desk's sale and payment dialogs. */
export function paymentMethodNames(): Record<PaymentMethod, string> {
  return {
    cash: translate(PAYMENT_METHOD_NAME_IDS.cash),
    card: translate(PAYMENT_METHOD_NAME_IDS.card),
    bank_transfer: translate(PAYMENT_METHOD_NAME_IDS.bank_transfer),
  };
}

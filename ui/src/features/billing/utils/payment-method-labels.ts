import type { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';

/**
 * The ids of the payment methods' names in the billing catalogue. The contract's PAYMENT_METHOD_LABELS stay the
 * English words of the server's files (CSV, Excel); the screens show these.
 */
export const PAYMENT_METHOD_LABEL_IDS: Record<keyof typeof PAYMENT_METHOD_LABELS, string> = {
  cash: 'billing.method.cash',
  card: 'billing.method.card',
  bank_transfer: 'billing.method.bankTransfer',
};

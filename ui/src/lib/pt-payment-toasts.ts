import { formatMoney } from './i18n/current-formats';

/** The spec's PT payment toasts (section 8). */
export const PT_PAYMENT_FAILED = {
  title: 'Payment Failed',
  description: 'There was an error processing the payment. Please try again.',
} as const;

export function ptPaymentSuccess(number: string, amount: number, memberName: string) {
  return {
    title: 'Payment Successful',
    description: `Invoice ${number}: ${formatMoney(amount)} received from ${memberName || 'Unknown Member'}.`,
  } as const;
}

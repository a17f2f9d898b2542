import { formatMoney } from './i18n/current-formats';
import { translate } from './i18n/i18n';

/** The spec's PT payment toasts (section 8), in the page's language (the spec's words in English). */
export function ptPaymentFailed() {
  return {
    title: translate('kitDialogs.ptPayment.failedTitle'),
    description: translate('kitDialogs.ptPayment.failedText'),
  };
}

export function ptPaymentSuccess(number: string, amount: number, memberName: string) {
  return {
    title: translate('kitDialogs.ptPayment.successTitle'),
    description: translate('kitDialogs.ptPayment.successText', {
      number,
      amount: formatMoney(amount),
      name: memberName || translate('kitDialogs.ptPayment.unknownMember'),
    }),
  };
}

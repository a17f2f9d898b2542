/** What stays owed after a sale: price minus what is paid now, never below 0, in whole dirhams (2 decimals). */
export function balanceOf(amount: unknown, paidNow: unknown): number {
  const price = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const paid = typeof paidNow === 'number' && Number.isFinite(paidNow) ? paidNow : 0;
  return Math.max(0, Math.round((price - paid) * 100) / 100);
}

/** A number field's value for the form: an empty box is "no value" (the schema says what is missing). */
export function numberOrUndefined(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

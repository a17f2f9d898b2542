import { z } from 'zod';

/** QAR in the API (a number with at most 2 decimals) ↔ integer dirhams in events and tables (DESIGN section 4). */
export const toDirhams = (qar: number) => Math.round(qar * 100);
export const toQar = (dirhams: number) => dirhams / 100;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount of money in QAR: not negative, at most 2 decimals, below a sanity cap. */
export const qar = z
  .number({ error: 'Enter an amount' })
  .nonnegative('The amount cannot be negative')
  .max(1_000_000, 'The amount is too large')
  .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals');

export const positiveQar = qar.refine((value) => value > 0, 'The amount must be more than 0');

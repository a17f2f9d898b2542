import { qar } from './plan-catalogue.js';
import type { Random } from './random.js';

/** A part payment: a share of the amount rounded to 50 QAR, at least 50 QAR and at least 50 QAR short. */
export function roundedPart(random: Random, amount: number, low: number, high: number): number {
  const step = qar(50);
  const part = Math.round((amount * random.between(low, high)) / step) * step;
  return Math.min(amount - step, Math.max(step, part));
}

export interface MembershipPayments {
  readonly atSale: number;
  readonly later: readonly { readonly afterDays: number; readonly amount: number; readonly notes: string | null }[];
  /** Left owing for good (the dashboard's Past Due). */
  readonly neverPaid: boolean;
}

/**
 * How a membership invoice gets paid: mostly in full at the desk; some part now and the rest within weeks; some a few
 * days later by transfer; about 3% never completely.
 */
export function drawMembershipPayments(random: Random, amount: number): MembershipPayments {
  const r = random.next();
  if (r < 0.84 || amount < qar(100)) return { atSale: amount, later: [], neverPaid: false };
  if (r < 0.91) {
    const atSale = roundedPart(random, amount, 0.3, 0.7);
    const rest = amount - atSale;
    if (rest >= qar(100) && random.chance(0.4)) {
      const first = roundedPart(random, rest, 0.4, 0.6);
      const firstDay = random.int(3, 14);
      return {
        atSale,
        later: [
          { afterDays: firstDay, amount: first, notes: 'Instalment' },
          { afterDays: firstDay + random.int(3, 14), amount: rest - first, notes: 'Balance' },
        ],
        neverPaid: false,
      };
    }
    return { atSale, later: [{ afterDays: random.int(3, 28), amount: rest, notes: 'Balance' }], neverPaid: false };
  }
  if (r < 0.95) return { atSale: 0, later: [{ afterDays: random.int(1, 10), amount, notes: null }], neverPaid: false };
  if (r < 0.98) {
    return { atSale: random.chance(0.4) ? roundedPart(random, amount, 0.2, 0.5) : 0, later: [], neverPaid: true };
  }
  return { atSale: amount, later: [], neverPaid: false };
}

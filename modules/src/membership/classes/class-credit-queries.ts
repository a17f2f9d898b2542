import type { Pool } from 'pg';
import type { RosterStatus } from './occurrence-decider.js';
import { occurrencesByIds } from './occurrence-queries.js';
import { creditsLeft } from './credit-ledger.js';
import type { CreditUse } from './credit-ledger.js';

export interface Credits {
  total: number;
  used: number;
  booked: number;
  left: number;
  expiresOn: string;
}

/**
 * What the read tables say of a pack's credits (issue 47, item 4): each class check-in within the membership's dates
 * takes one, and each booking still to come (a no-show or a cancelled class gives its credit back).
 */
export async function creditUses(
  pool: Pool,
  memberId: string,
  membership: { startDate: string; expiryDate: string },
  now: Date,
  timeZone: string,
): Promise<(CreditUse & { used: boolean })[]> {
  const { rows } = await pool.query<{ occurrence_id: string; status: RosterStatus }>(
    `SELECT occurrence_id, status FROM read.class_bookings
     WHERE member_id = $1 AND day BETWEEN $2 AND $3 AND status IN ('checkedIn', 'booked')`,
    [memberId, membership.startDate, membership.expiryDate],
  );
  const views = await occurrencesByIds(
    pool,
    rows.filter((r) => r.status === 'booked').map((r) => r.occurrence_id),
    timeZone,
  );
  return rows.map((r) => {
    if (r.status === 'checkedIn') return { occurrenceId: r.occurrence_id, counts: true, used: true };
    const view = views.get(r.occurrence_id);
    const counts = view !== undefined && view.status !== 'cancelled' && view.endsAt > now.toISOString();
    return { occurrenceId: r.occurrence_id, counts, used: false };
  });
}

/** A pack's credits as the member's page shows them (read tables: a moment behind a booking just made). */
export async function creditsOf(
  pool: Pool,
  memberId: string,
  membership: { startDate: string; expiryDate: string; classCredits: number },
  now: Date,
  timeZone: string,
): Promise<Credits> {
  const uses = await creditUses(pool, memberId, membership, now, timeZone);
  return {
    total: membership.classCredits,
    used: uses.filter((u) => u.used).length,
    booked: uses.filter((u) => u.counts && !u.used).length,
    left: creditsLeft(membership.classCredits, uses),
    expiresOn: membership.expiryDate,
  };
}

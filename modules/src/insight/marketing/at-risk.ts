import type { Pool } from 'pg';
import { addDays } from '@gym/events/calendar/local-date';
import { toQar } from '@gym/kernel/contracts/money';
import { memberStatusSql, owedAmountSql } from '../../membership/members/public.js';
import type { AtRiskMember } from './marketing-contracts.js';

/**
 * Members at risk of leaving, ranked: visits falling (the last 30 days at most half of the 30 before, from at least
 * 4) weighs 3, a membership ending within 14 days (or ended within the last 14) 2, money owed 1. Only members whose
 * membership is active or recently expired; archived and cancelled members are not "at risk", they are gone.
 */
export async function atRiskMembers(pool: Pool, today: string, limit = 100): Promise<AtRiskMember[]> {
  const { rows } = await pool.query<{
    member_id: string;
    name: string;
    expiry_date: string | null;
    due_amount: number;
    last30: number;
    prev30: number;
    status: string;
  }>(
    `WITH visits AS (
       SELECT member_id, count(*) FILTER (WHERE day > $2::date)::int AS last30,
              count(*) FILTER (WHERE day <= $2::date)::int AS prev30
       FROM read.check_ins WHERE day > $3::date AND day <= $1::date GROUP BY member_id)
     SELECT m.member_id, m.first_name || ' ' || m.last_name AS name, to_char(m.expiry_date, 'YYYY-MM-DD') AS expiry_date,
            ${owedAmountSql('m')}::int AS due_amount, coalesce(v.last30, 0) AS last30, coalesce(v.prev30, 0) AS prev30,
            ${memberStatusSql('m', '$1')} AS status
     FROM read.members m LEFT JOIN visits v ON v.member_id = m.member_id
     WHERE NOT m.archived AND m.cancelled_on IS NULL AND m.membership_id IS NOT NULL
       AND ((coalesce(v.prev30, 0) >= 4 AND coalesce(v.last30, 0) * 2 <= v.prev30)
         OR m.expiry_date BETWEEN $4::date AND $5::date
         OR ${owedAmountSql('m')} > 0)`,
    [today, addDays(today, -30), addDays(today, -60), addDays(today, -14), addDays(today, 14)],
  );
  const ranked = rows
    .filter((r) => r.status === 'active' || r.status === 'expired' || r.status === 'frozen')
    .map((r) => {
      const reasons: string[] = [];
      let score = 0;
      if (r.prev30 >= 4 && r.last30 * 2 <= r.prev30) {
        score += 3;
        reasons.push(`Visits fell from ${r.prev30} to ${r.last30} in the last 30 days`);
      }
      if (r.expiry_date && r.expiry_date >= addDays(today, -14) && r.expiry_date <= addDays(today, 14)) {
        score += 2;
        reasons.push(
          r.expiry_date < today ? `Membership ended on ${r.expiry_date}` : `Membership ends on ${r.expiry_date}`,
        );
      }
      if (r.due_amount > 0) {
        score += 1;
        reasons.push(`Owes ${toQar(r.due_amount).toFixed(2)}`);
      }
      return {
        memberId: r.member_id,
        name: r.name,
        score,
        reasons,
        expiryDate: r.expiry_date,
        dueAmount: toQar(r.due_amount),
        visitsLast30: r.last30,
        visitsPrevious30: r.prev30,
      };
    })
    .filter((r) => r.score > 0);
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999') ||
      a.name.localeCompare(b.name),
  );
  return ranked.slice(0, limit);
}

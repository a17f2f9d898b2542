import type { Pool } from 'pg';
import { addDays } from '@gym/events/calendar/local-date';
import { memberNameSql, memberStatusSql, owedAmountSql } from '../../membership/members/public.js';
import { DEFAULT_AT_RISK_RULES, rankAtRisk } from './at-risk-rule.js';
import type { AtRiskRules, MemberRiskFacts } from './at-risk-rule.js';
import type { AtRiskMember } from './marketing-contracts.js';

/**
 * Members at risk of leaving, ranked by the rule in `at-risk-rule.ts`. The query only narrows to members who could
 * match one of its parts (so a large gym is not read whole); the rule decides and explains.
 */
export async function atRiskMembers(
  pool: Pool,
  today: string,
  rules: AtRiskRules = DEFAULT_AT_RISK_RULES,
  limit = 100,
): Promise<AtRiskMember[]> {
  const { rows } = await pool.query<MemberRiskFacts>(
    `WITH visits AS (
       SELECT member_id, count(*) FILTER (WHERE day > $2::date AND day <= $1::date)::int AS last30,
              count(*) FILTER (WHERE day > $3::date AND day <= $2::date)::int AS prev30,
              max(day) FILTER (WHERE day <= $1::date) AS last_visit
       FROM read.check_ins GROUP BY member_id)
     SELECT m.member_id AS "memberId", ${memberNameSql('m')} AS name,
            to_char(m.expiry_date, 'YYYY-MM-DD') AS "expiryDate", ${owedAmountSql('m')}::int AS "dueAmount",
            coalesce(v.last30, 0) AS "visitsLast30", coalesce(v.prev30, 0) AS "visitsPrevious30",
            to_char(v.last_visit, 'YYYY-MM-DD') AS "lastVisit", to_char(m.join_date, 'YYYY-MM-DD') AS "joinDate",
            ${memberStatusSql('m', '$1')} AS status
     FROM read.members m LEFT JOIN visits v ON v.member_id = m.member_id
     WHERE NOT m.archived AND m.cancelled_on IS NULL AND m.membership_id IS NOT NULL
       AND ((coalesce(v.prev30, 0) >= 4 AND coalesce(v.last30, 0) * 2 <= v.prev30)
         OR coalesce(v.last_visit, m.join_date) <= $6::date
         OR m.expiry_date BETWEEN $4::date AND $5::date
         OR ${owedAmountSql('m')} > 0)`,
    [
      today,
      addDays(today, -30),
      addDays(today, -60),
      addDays(today, -rules.endingWithinDays),
      addDays(today, rules.endingWithinDays),
      addDays(today, -rules.absentDays),
    ],
  );
  return rankAtRisk(rows, today, rules, limit);
}

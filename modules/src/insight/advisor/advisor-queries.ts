import { memberNameSql } from '../../membership/members/public.js';
import type { Pool } from 'pg';
import type { MemberProfileHint, SavedPlan } from './advisor-contracts.js';

export async function listSavedPlans(pool: Pool, memberId: string, limit = 20): Promise<SavedPlan[]> {
  const { rows } = await pool.query<SavedPlan>(
    `SELECT plan_id AS id, member_id AS "memberId", to_char(saved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "savedAt",
            saved_by AS "savedBy", plan
     FROM read.fitness_plans WHERE member_id = $1 ORDER BY saved_at DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows;
}

export async function getSavedPlan(pool: Pool, planId: string): Promise<SavedPlan | null> {
  const { rows } = await pool.query<SavedPlan>(
    `SELECT plan_id AS id, member_id AS "memberId", to_char(saved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "savedAt",
            saved_by AS "savedBy", plan
     FROM read.fitness_plans WHERE plan_id = $1`,
    [planId],
  );
  return rows[0] ?? null;
}

/** What the member's record says about sex, age (on `today`) and weight, to prefill the advisor's form. */
export async function memberProfileHint(
  pool: Pool,
  memberId: string,
  today: string,
): Promise<MemberProfileHint | null> {
  const { rows } = await pool.query<MemberProfileHint>(
    `SELECT member_id AS "memberId", ${memberNameSql('m')} AS name,
            CASE WHEN gender IN ('male', 'female') THEN gender END AS sex,
            CASE WHEN date_of_birth IS NULL THEN NULL
                 ELSE date_part('year', age($2::date, date_of_birth))::int END AS age,
            weight::float8 AS "weightKg"
     FROM read.members m WHERE member_id = $1`,
    [memberId, today],
  );
  return rows[0] ?? null;
}

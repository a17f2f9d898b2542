import type { Pool } from 'pg';

export interface PlanView {
  id: string;
  name: string;
  price: number;
  duration: number;
  durationUnit: 'months' | 'days';
  description: string;
  joiningFee: number;
  billingFrequency: string;
  features: string[];
  allowedClasses: string[];
  active: boolean;
  activeMembers: number;
}

/** Plans with how many members hold a running membership of each on `today` (money in dirhams). */
export async function listPlans(pool: Pool, today: string, includeInactive: boolean): Promise<PlanView[]> {
  const result = await pool.query<PlanView>(
    `SELECT p.plan_id AS id, p.name, p.price, p.duration, p.duration_unit AS "durationUnit", p.description,
            p.joining_fee AS "joiningFee", p.billing_frequency AS "billingFrequency", p.features,
            p.allowed_classes AS "allowedClasses", p.active,
            (SELECT count(*)::int FROM read.members m
              WHERE m.plan_id = p.plan_id AND NOT m.archived AND m.cancelled_on IS NULL AND m.expiry_date >= $1::date
                AND m.start_date <= $1::date) AS "activeMembers"
     FROM read.membership_plans p
     WHERE $2 OR p.active
     ORDER BY p.active DESC, p.price, lower(p.name)`,
    [today, includeInactive],
  );
  return result.rows;
}

export async function findPlan(pool: Pool, id: string): Promise<PlanView | null> {
  const result = await pool.query<PlanView>(
    `SELECT plan_id AS id, name, price, duration, duration_unit AS "durationUnit", description, joining_fee AS "joiningFee",
            billing_frequency AS "billingFrequency", features, allowed_classes AS "allowedClasses", active, 0 AS "activeMembers"
     FROM read.membership_plans WHERE plan_id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

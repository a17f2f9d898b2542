import type { Pool } from 'pg';
import type { AccessWindow } from '@gym/events/catalogue/common-schemas';

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
  kind: 'time' | 'pack';
  classCredits: number | null;
  accessWindows: AccessWindow[];
  active: boolean;
  activeMembers: number;
}

/** Plans with how many members hold a running membership of each on `today` (money in dirhams). */
export async function listPlans(pool: Pool, today: string, includeInactive: boolean): Promise<PlanView[]> {
  const result = await pool.query<PlanView>(
    `SELECT p.plan_id AS id, p.name, p.price, p.duration, p.duration_unit AS "durationUnit", p.description,
            p.joining_fee AS "joiningFee", p.billing_frequency AS "billingFrequency", p.features,
            p.allowed_classes AS "allowedClasses", p.kind, p.class_credits AS "classCredits",
            p.access_windows AS "accessWindows", p.active,
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

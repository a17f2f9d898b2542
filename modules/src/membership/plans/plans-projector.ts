import { planEvents } from './plan-events.js';
import type { PlanEvent } from './plan-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { PLANS_TOPIC } from './plan-topics.js';

/** Membership plans as sold today (rare events: one statement each). */
export const plansProjector: ModuleProjector<typeof PLANS_TOPIC.name> = {
  name: 'plans',
  // 3: each plan keeps its access windows (issue 47, item 5).
  version: 3,
  eventTypes: planEvents.map((e) => e.type),
  topics: [PLANS_TOPIC.name],
  tables: [
    {
      name: 'membership_plans',
      ddl: `CREATE TABLE membership_plans (
        plan_id text PRIMARY KEY, name text NOT NULL, price integer NOT NULL, duration integer NOT NULL,
        duration_unit text NOT NULL, description text NOT NULL, joining_fee integer NOT NULL,
        billing_frequency text NOT NULL, features jsonb NOT NULL, allowed_classes jsonb NOT NULL,
        kind text NOT NULL DEFAULT 'time', class_credits integer, access_windows jsonb NOT NULL DEFAULT '[]',
        active boolean NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      )`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as PlanEvent;
      const at = recorded.metadata.at;
      if (event.type === 'MembershipPlanCreated' || event.type === 'MembershipPlanChanged') {
        const d = event.data;
        await client.query(
          `INSERT INTO membership_plans (plan_id, name, price, duration, duration_unit, description, joining_fee,
             billing_frequency, features, allowed_classes, kind, class_credits, access_windows, active, created_at,
             updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12, $13, $14, true, $11, $11)
           ON CONFLICT (plan_id) DO UPDATE SET name = $2, price = $3, duration = $4, duration_unit = $5,
             description = $6, joining_fee = $7, billing_frequency = $8, features = $9, allowed_classes = $10,
             kind = $12, class_credits = $13, access_windows = $14, updated_at = $11`,
          [
            d.planId,
            d.name,
            d.price,
            d.duration,
            d.durationUnit,
            d.description,
            d.joiningFee,
            d.billingFrequency,
            JSON.stringify(d.features),
            JSON.stringify(d.allowedClasses),
            at,
            d.kind ?? 'time',
            d.classCredits ?? null,
            JSON.stringify(d.accessWindows ?? []),
          ],
        );
      } else {
        await client.query('UPDATE membership_plans SET active = $2, updated_at = $3 WHERE plan_id = $1', [
          event.data.planId,
          event.type === 'MembershipPlanReactivated',
          at,
        ]);
      }
    }
  },
};

import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { advisorEvents } from './advisor-events.js';
import type { AdvisorEvent } from './advisor-events.js';
import { ADVISOR_TOPIC } from './advisor-topics.js';

/** Plans saved to members, newest first per member. */
export const advisorProjector: ModuleProjector<typeof ADVISOR_TOPIC.name> = {
  name: 'fitness-plans',
  version: 1,
  eventTypes: advisorEvents.map((e) => e.type),
  topics: [ADVISOR_TOPIC.name],
  tables: [
    {
      name: 'fitness_plans',
      ddl: `CREATE TABLE fitness_plans (
        plan_id text PRIMARY KEY, member_id text NOT NULL, plan jsonb NOT NULL, saved_by text NOT NULL,
        saved_at timestamptz NOT NULL
      );
      CREATE INDEX fitness_plans_member_idx ON fitness_plans (member_id, saved_at DESC);`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as AdvisorEvent;
      // A send is the outbox's to follow (marketing's messages); the plan itself does not change.
      if (event.type !== 'FitnessPlanSaved') continue;
      await client.query(
        `INSERT INTO fitness_plans (plan_id, member_id, plan, saved_by, saved_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (plan_id) DO NOTHING`,
        [event.data.planId, event.data.memberId, event.data.plan, recorded.metadata.actorName, recorded.metadata.at],
      );
    }
  },
};

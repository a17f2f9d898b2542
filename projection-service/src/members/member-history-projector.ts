import { invoiceEvents } from '@gym/events/billing/invoice-events';
import { checkInEvents } from '@gym/events/check-ins/check-in-events';
import { parseEvent } from '@gym/events/catalogue/event-catalogue';
import { memberEvents } from '@gym/events/members/member-events';
import { PtPackageSold } from '@gym/events/personal-training/pt-events';
import type { Projector } from '../runner/projector.js';
import { describeEvent } from './describe-event.js';

/** Everything that happened to a member, who did it and when, in log order: the audit trail of the member page. */
export const memberHistoryProjector: Projector = {
  name: 'member-history',
  version: 1,
  eventTypes: [
    ...memberEvents.map((e) => e.type).filter((t) => t !== 'MemberNumberAssigned'),
    ...invoiceEvents.map((e) => e.type).filter((t) => t !== 'InvoiceNumberAssigned'),
    ...checkInEvents.map((e) => e.type),
    PtPackageSold.type,
  ],
  topics: ['members'],
  tables: [
    {
      name: 'member_history',
      ddl: `CREATE TABLE member_history (
        position bigint PRIMARY KEY, member_id text NOT NULL, type text NOT NULL, summary text NOT NULL,
        actor_name text NOT NULL, at timestamptz NOT NULL
      );
      CREATE INDEX member_history_member_idx ON member_history (member_id, position DESC);`,
    },
  ],
  async apply(events, client) {
    const rows = events.flatMap((recorded) => {
      const line = describeEvent(parseEvent(recorded));
      return line
        ? [
            {
              position: recorded.position,
              member_id: line.memberId,
              type: recorded.type,
              summary: line.summary,
              actor_name: recorded.metadata.actorName,
              at: recorded.metadata.at,
            },
          ]
        : [];
    });
    if (rows.length === 0) return;
    await client.query(
      `INSERT INTO member_history SELECT * FROM jsonb_populate_recordset(NULL::member_history, $1::jsonb) ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
};

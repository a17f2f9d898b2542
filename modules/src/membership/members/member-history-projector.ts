import { invoiceEvents } from '../../finance/billing/invoice-events.js';
import { MemberCheckedIn, MemberCheckedOut, checkInEvents } from '../check-ins/check-in-events.js';
import { memberEvents } from './member-events.js';
import { PtPackageSold } from '../personal-training/pt-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { MEMBERS_TOPIC } from './member-topics.js';
import type { DomainEvent } from '../../catalogue.js';
import { describeEvent } from './describe-event.js';
import { appendRows } from '@gym/kernel/projection/append-rows';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

const HISTORY_COLUMNS = ['position', 'member_id', 'type', 'summary', 'actor_name', 'at'] as const;

/** Everything that happened to a member, who did it and when, in log order: the audit trail of the member page. */
export const memberHistoryProjector: ModuleProjector<typeof MEMBERS_TOPIC.name> = {
  name: 'member-history',
  // 2: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  version: 2,
  eventTypes: [
    ...memberEvents.map((e) => e.type).filter((t) => t !== 'MemberNumberAssigned'),
    ...invoiceEvents.map((e) => e.type).filter((t) => t !== 'InvoiceNumberAssigned'),
    ...checkInEvents.map((e) => e.type),
    PtPackageSold.type,
  ],
  topics: [MEMBERS_TOPIC.name],
  tables: [
    {
      name: 'member_history',
      ddl: `CREATE TABLE member_history (
        position bigint PRIMARY KEY, member_id ${ID_TYPE} NOT NULL, type text NOT NULL, summary text NOT NULL,
        actor_name text NOT NULL, at timestamptz NOT NULL
      );
      CREATE INDEX member_history_member_idx ON member_history (member_id, position DESC);`,
      // A rebuild only appends to it, by COPY and by the set-based statement, each event's line once.
      passWrites: 'append',
    },
  ],
  // Check-ins and check-outs (most of the history) in a rebuild: their lines as `describeEvent` words them.
  setBasedRebuild: {
    types: { [MemberCheckedIn.type]: 1, [MemberCheckedOut.type]: 1 },
    statements: (log) => [
      `INSERT INTO member_history (position, member_id, type, summary, actor_name, at)
       SELECT e.position, e.data->>'memberId', e.type,
         CASE WHEN e.type = 'MemberCheckedOut' THEN 'Checked out'
              WHEN jsonb_typeof(e.data->'override') = 'object'
                THEN 'Checked in (override of: ' || (e.data->'override'->>'refusal') || ')'
              ELSE 'Checked in' END,
         e.metadata->>'actorName', (e.metadata->>'at')::timestamptz
       FROM ${log} e`,
    ],
  },
  async apply(events, client, { parseEvent }, pass) {
    const rows = events.flatMap((recorded) => {
      const line = describeEvent(parseEvent(recorded) as DomainEvent);
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
    await appendRows(client, pass, 'member_history', HISTORY_COLUMNS, rows);
  },
};

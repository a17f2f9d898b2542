import { invoiceEvents } from '../../finance/billing/invoice-events.js';
import { memberEvents } from './member-events.js';
import { PtPackageSold } from '../personal-training/pt-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { MEMBERS_TOPIC } from './member-topics.js';
import type { MemberRecordEvent } from './member-record-events.js';
import { describeEvent } from './describe-event.js';
import { appendRows } from '@gym/kernel/projection/append-rows';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

const HISTORY_COLUMNS = ['position', 'member_id', 'type', 'summary', 'code', 'params', 'actor_name', 'at'] as const;

/**
 * What happened to a member, who did it and when, in log order: the audit trail of the member page. Their visits'
 * lines are not written here: the member's history reads them from the check-ins' table, which holds each visit's
 * check-in and check-out with their positions and actors (`member-history-queries.ts`). They were two thirds of
 * this table's rows, each a visit written a second time, and a fifth of the rows a full rebuild writes.
 */
export const memberHistoryProjector: ModuleProjector<typeof MEMBERS_TOPIC.name> = {
  name: 'member-history',
  // 2: ids compare bytewise (`ID_TYPE`). 3: no visit lines (see above), and one index, the key, for a member's
  // lines in order. 4: each line's message code and values beside its English summary, for the UI to word it in the
  // page's language (issue 46). Each change builds the tables again at the next start.
  version: 4,
  eventTypes: [
    // Numbers and Qatar IDs taken and freed are told by the registration, edit, archive or restore beside them.
    ...memberEvents
      .map((e) => e.type)
      .filter((t) => t !== 'MemberNumberAssigned' && t !== 'QatarIdClaimed' && t !== 'QatarIdReleased'),
    ...invoiceEvents.map((e) => e.type).filter((t) => t !== 'InvoiceNumberAssigned' && t !== 'ReceiptEmailed'),
    PtPackageSold.type,
  ],
  topics: [MEMBERS_TOPIC.name],
  tables: [
    {
      name: 'member_history',
      // The key holds an event's line once (one position, one member) and gives a member's lines newest first.
      ddl: `CREATE TABLE member_history (
        position bigint NOT NULL, member_id ${ID_TYPE} NOT NULL, type text NOT NULL, summary text NOT NULL,
        code text NOT NULL, params jsonb NOT NULL, actor_name text NOT NULL, at timestamptz NOT NULL, PRIMARY KEY (member_id, position)
      )`,
      // A rebuild only appends to it, by COPY, each event's line once.
      passWrites: 'append',
    },
  ],
  async apply(events, client, { parseEvent }, pass) {
    const rows = events.flatMap((recorded) => {
      const line = describeEvent(parseEvent(recorded) as MemberRecordEvent);
      return line
        ? [
            {
              position: recorded.position,
              member_id: line.memberId,
              type: recorded.type,
              summary: line.summary,
              code: line.code,
              params: line.params,
              actor_name: recorded.metadata.actorName,
              at: recorded.metadata.at,
            },
          ]
        : [];
    });
    await appendRows(client, pass, 'member_history', HISTORY_COLUMNS, rows);
  },
};

import { MemberCheckedIn, MemberCheckedOut, checkInEvents } from './check-in-events.js';
import type { CheckInEvent } from './check-in-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { CHECK_INS_TOPIC } from './check-in-topics.js';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

/** A check-in already stored takes the check-out folded into a new row of the same id: its time, position, actor. */
const CHECK_OUT_FROM_EXCLUDED = `checked_out_at = EXCLUDED.checked_out_at,
  checked_out_position = EXCLUDED.checked_out_position, checked_out_by = EXCLUDED.checked_out_by`;

/**
 * Every check-in with its check-out: the desk's list of the day, the member's visits, recent activity, and the
 * visit lines of the member's history (`member-history-queries.ts`), which read each row's two positions and actors.
 */
export const checkInsProjector: ModuleProjector<typeof CHECK_INS_TOPIC.name> = {
  name: 'check-ins',
  // 2: ids compare bytewise (`ID_TYPE`). 3: each visit keeps the log positions and actors of its check-in and
  // check-out, for the member's history. Each change builds the tables again at the next start.
  version: 3,
  eventTypes: checkInEvents.map((e) => e.type),
  topics: [CHECK_INS_TOPIC.name],
  tables: [
    {
      name: 'check_ins',
      ddl: `CREATE TABLE check_ins (
        check_in_id ${ID_TYPE} PRIMARY KEY, member_id ${ID_TYPE} NOT NULL, day date NOT NULL, at timestamptz NOT NULL,
        checked_out_at timestamptz, class_id text, override jsonb, recorded_by text NOT NULL,
        position bigint NOT NULL, checked_out_position bigint, checked_out_by text
      );
      CREATE INDEX check_ins_day_idx ON check_ins (day, at DESC);
      CREATE INDEX check_ins_member_idx ON check_ins (member_id, at DESC);`,
      // apply finds rows by their primary key only.
      deferIndexes: true,
      // A check-out updates its check-in, often one written in an earlier batch.
      updatesRows: true,
    },
  ],
  // A rebuild inserts the range's check-ins with their last check-out of the range folded in, as `apply` folds a
  // batch's, and in key order (cheaper for the primary key than the log's order; bytewise, as the key compares), the
  // first of two with one id kept. A range after the first then gives the check-outs of check-ins stored before it
  // to theirs (the UPDATE does not see the rows its own statement inserts), and a check-in stored before keeps its
  // row; the first range has nothing stored to merge with, so its rows go in without a conflict check (half the
  // insert's cost at 100,000 members). Its two halves are subqueries, not CTEs, so the join keeps their order.
  setBasedRebuild: {
    types: { [MemberCheckedIn.type]: 1, [MemberCheckedOut.type]: 1 },
    statements: (log, { fromStart }) => {
      const outs = `SELECT DISTINCT ON (e.data->>'checkInId' COLLATE "C") e.data->>'checkInId' COLLATE "C" AS id,
           (e.data->>'at')::timestamptz AS at, e.position, e.metadata->>'actorName' AS actor
         FROM ${log} e WHERE e.type = 'MemberCheckedOut'
         ORDER BY e.data->>'checkInId' COLLATE "C", e.commit_id DESC, e.position DESC`;
      const ins = `SELECT DISTINCT ON (e.data->>'checkInId' COLLATE "C") e.data->>'checkInId' COLLATE "C" AS id,
           e.data->>'memberId' AS member_id,
           (e.data->>'day')::date AS day, (e.data->>'at')::timestamptz AS at, e.data->>'classId' AS class_id,
           nullif(e.data->'override', 'null') AS override, e.metadata->>'actorName' AS recorded_by, e.position
         FROM ${log} e WHERE e.type = 'MemberCheckedIn'
         ORDER BY e.data->>'checkInId' COLLATE "C", e.commit_id, e.position`;
      const insert = `INSERT INTO check_ins (check_in_id, member_id, day, at, checked_out_at, class_id, override,
        recorded_by, position, checked_out_position, checked_out_by)`;
      const values = `SELECT i.id, i.member_id, i.day, i.at, o.at, i.class_id, i.override, i.recorded_by, i.position,
        o.position, o.actor`;
      if (fromStart) return [`${insert} ${values} FROM (${ins}) i LEFT JOIN (${outs}) o ON o.id = i.id`];
      return [
        `WITH outs AS MATERIALIZED (${outs}), ins AS MATERIALIZED (${ins}), stored AS (
           ${insert} ${values} FROM ins i LEFT JOIN outs o ON o.id = i.id
           ON CONFLICT (check_in_id) DO UPDATE SET ${CHECK_OUT_FROM_EXCLUDED}
           WHERE EXCLUDED.checked_out_at IS NOT NULL
         )
         UPDATE check_ins c SET checked_out_at = o.at, checked_out_position = o.position, checked_out_by = o.actor
         FROM outs o WHERE c.check_in_id = o.id AND NOT EXISTS (SELECT 1 FROM ins i WHERE i.id = o.id)`,
      ];
    },
  },
  async apply(events, client, { parseEvent }) {
    // A check-out whose check-in is in the same batch goes into the inserted row: one row version, not an insert and
    // then an update (most visits end within a batch of a full rebuild).
    const inserted = new Map<string, Record<string, unknown>>();
    // By check-in id, the last one kept: an UPDATE joined to two check-outs of one row would take either.
    const outs = new Map<string, { at: string; position: number; actor: string }>();
    for (const recorded of events) {
      const event = parseEvent(recorded) as CheckInEvent;
      if (event.type === 'MemberCheckedIn') {
        const d = event.data;
        // The first of two check-ins with one id stays, as ON CONFLICT DO NOTHING kept it.
        if (inserted.has(d.checkInId)) continue;
        inserted.set(d.checkInId, {
          check_in_id: d.checkInId,
          member_id: d.memberId,
          day: d.day,
          at: d.at,
          checked_out_at: null,
          class_id: d.classId,
          override: d.override,
          recorded_by: recorded.metadata.actorName,
          position: recorded.position,
          checked_out_position: null,
          checked_out_by: null,
        });
      } else {
        const out = { at: event.data.at, position: recorded.position, actor: recorded.metadata.actorName };
        const row = inserted.get(event.data.checkInId);
        if (!row) {
          outs.set(event.data.checkInId, out);
          continue;
        }
        Object.assign(row, { checked_out_at: out.at, checked_out_position: out.position, checked_out_by: out.actor });
        // A check-out of this visit that came before its check-in is now an earlier one.
        outs.delete(event.data.checkInId);
      }
    }
    if (inserted.size > 0) {
      await client.query(
        // A check-in already stored keeps its row, but takes a check-out folded into the new one.
        `INSERT INTO check_ins SELECT * FROM json_populate_recordset(NULL::check_ins, $1::json)
         ON CONFLICT (check_in_id) DO UPDATE SET ${CHECK_OUT_FROM_EXCLUDED}
         WHERE EXCLUDED.checked_out_at IS NOT NULL`,
        [JSON.stringify([...inserted.values()])],
      );
    }
    if (outs.size > 0) {
      const stored = [...outs.values()];
      await client.query(
        `UPDATE check_ins c SET checked_out_at = o.at, checked_out_position = o.position, checked_out_by = o.actor
         FROM unnest($1::text[], $2::timestamptz[], $3::bigint[], $4::text[]) AS o(id, at, position, actor)
         WHERE c.check_in_id = o.id`,
        [[...outs.keys()], stored.map((o) => o.at), stored.map((o) => o.position), stored.map((o) => o.actor)],
      );
    }
  },
};

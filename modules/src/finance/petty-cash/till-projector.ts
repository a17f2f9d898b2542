import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { tillEvents } from './till-events.js';
import type { TillEvent } from './till-events.js';
import { PETTY_CASH_TOPIC } from './till-topics.js';

/**
 * Till sessions (X and Z reports) and every cash movement, the unassigned ones with the close that settled them. An
 * adjustment on a closed session moves its expected total and variance (`adjusted` keeps what it added after close).
 */
export const tillProjector: ModuleProjector<typeof PETTY_CASH_TOPIC.name> = {
  name: 'petty-cash',
  version: 2,
  eventTypes: tillEvents.map((e) => e.type),
  topics: [PETTY_CASH_TOPIC.name],
  tables: [
    {
      name: 'petty_cash_sessions',
      ddl: `CREATE TABLE petty_cash_sessions (
        session_id text PRIMARY KEY, desk_id text NOT NULL, desk_name text NOT NULL, float integer NOT NULL,
        opened_by text NOT NULL, opened_at timestamptz NOT NULL, opened_on date NOT NULL, status text NOT NULL,
        closed_by text, closed_at timestamptz, counts jsonb NOT NULL DEFAULT '[]', counted integer,
        expected integer, variance integer, reason text, unassigned_settled integer NOT NULL DEFAULT 0,
        adjusted integer NOT NULL DEFAULT 0
      );
      CREATE INDEX petty_cash_sessions_opened_idx ON petty_cash_sessions (opened_on DESC, opened_at DESC);`,
    },
    {
      name: 'petty_cash_movements',
      ddl: `CREATE TABLE petty_cash_movements (
        movement_id text PRIMARY KEY, session_id text, kind text NOT NULL, amount integer NOT NULL,
        label text NOT NULL, at timestamptz NOT NULL, by text NOT NULL, unassigned_version integer,
        settled_in text, after_close boolean NOT NULL DEFAULT false
      );
      CREATE INDEX petty_cash_movements_session_idx ON petty_cash_movements (session_id, at);
      CREATE INDEX petty_cash_movements_settled_idx ON petty_cash_movements (settled_in);
      CREATE INDEX petty_cash_movements_unsettled_idx ON petty_cash_movements (unassigned_version)
        WHERE session_id IS NULL AND settled_in IS NULL;`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as TillEvent;
      const { at, actorName } = recorded.metadata;
      const movement = (sessionId: string | null, kind: string, amount: number, label: string, afterClose = false) =>
        client.query(
          `INSERT INTO petty_cash_movements
             (movement_id, session_id, kind, amount, label, at, by, unassigned_version, after_close)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [
            recorded.eventId,
            sessionId,
            kind,
            amount,
            label,
            at,
            actorName,
            sessionId === null ? recorded.streamVersion : null,
            afterClose,
          ],
        );
      switch (event.type) {
        case 'TillOpened':
          await client.query(
            `INSERT INTO petty_cash_sessions (session_id, desk_id, desk_name, float, opened_by, opened_at, opened_on, status)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'open') ON CONFLICT DO NOTHING`,
            [
              event.data.sessionId,
              event.data.deskId,
              event.data.deskName,
              event.data.float,
              actorName,
              at,
              event.data.openedOn,
            ],
          );
          break;
        case 'TillCashRecorded':
          await movement(event.data.sessionId, event.data.source, event.data.amount, event.data.label);
          break;
        case 'TillToppedUp':
          await movement(event.data.sessionId, 'top-up', event.data.amount, event.data.reason);
          break;
        case 'TillCashWithdrawn':
          await movement(event.data.sessionId, 'withdrawal', -event.data.amount, event.data.reason);
          break;
        case 'TillAdjusted': {
          // On its own closed session (it names itself): the Z report's expected and variance follow it.
          const afterClose = event.data.correctsSessionId === event.data.sessionId;
          const inserted = await movement(
            event.data.sessionId,
            'adjustment',
            event.data.amount,
            event.data.reason,
            afterClose,
          );
          if (afterClose && inserted.rowCount === 1)
            await client.query(
              `UPDATE petty_cash_sessions SET expected = expected + $2, variance = variance - $2,
                 adjusted = adjusted + $2
               WHERE session_id = $1`,
              [event.data.sessionId, event.data.amount],
            );
          break;
        }
        case 'TillClosed': {
          const d = event.data;
          await client.query(
            `UPDATE petty_cash_sessions SET status = 'closed', closed_by = $2, closed_at = $3, counts = $4,
               counted = $5, expected = $6, variance = $7, reason = $8, unassigned_settled = $9
             WHERE session_id = $1`,
            [
              d.sessionId,
              actorName,
              at,
              JSON.stringify(d.counts),
              d.counted,
              d.expected,
              d.variance,
              d.reason,
              d.unassignedSettled,
            ],
          );
          break;
        }
        case 'TillUnassignedSettled':
          await client.query(
            `UPDATE petty_cash_movements SET settled_in = $1
             WHERE session_id IS NULL AND settled_in IS NULL AND unassigned_version <= $2`,
            [event.data.sessionId, event.data.throughVersion],
          );
          break;
      }
    }
  },
};

import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** Events linked per sealing transaction: short, because an open writing transaction holds back every log reader. */
const SEAL_BATCH = 1000;
const VERIFY_PAGE = 5000;
/** Problems listed in a report (all are counted). */
const LISTED_PROBLEMS = 20;

/** Links every committed, unsealed event to the hash chain (tamper-evidence-migration.ts); returns how many. */
export async function sealEvents(pool: Pool, options: { max?: number } = {}): Promise<number> {
  let sealed = 0;
  for (;;) {
    const limit = Math.min(SEAL_BATCH, (options.max ?? Infinity) - sealed);
    if (limit <= 0) return sealed;
    const result = await pool.query<{ n: number }>('SELECT event_store.seal_events($1) AS n', [limit]);
    const n = result.rows[0]?.n ?? 0;
    sealed += n;
    if (n < limit) return sealed;
  }
}

export type ChainProblemKind = 'altered' | 'removed' | 'inserted';

export interface ChainProblem {
  readonly kind: ChainProblemKind;
  /** The event's global position (for a removed one, where it was). */
  readonly position: number;
  /** Its link in the chain; null for an inserted event, which has none. */
  readonly seq: number | null;
  readonly eventId: string | null;
  readonly type: string | null;
  readonly streamId: string | null;
  readonly message: string;
}

export interface ChainReport {
  readonly ok: boolean;
  /** Links checked. */
  readonly checked: number;
  /** The last link: keep it elsewhere to notice later removals at the very end of the log. */
  readonly head: { readonly seq: number; readonly hash: string } | null;
  /** Committed events not linked yet (the sealer links them within seconds). */
  readonly unsealed: number;
  /** The first problem in log order, null when none. */
  readonly first: ChainProblem | null;
  readonly problemCount: number;
  readonly problems: readonly ChainProblem[];
}

interface LinkRow {
  seq: string;
  position: string;
  hash: Buffer;
  event_id: string | null;
  type: string | null;
  stream_id: string | null;
  stream_version: number | null;
  text: string | null;
}

/**
 * Walks the chain link by link, recomputing each hash from the event as it is now, and looks for events below the
 * sealed head that have no link. Names the first event that was altered (its hash no longer matches), removed (its
 * link points at nothing, or links are missing) or inserted (it sits among sealed events without a link).
 */
export async function verifyEventChain(pool: Pool): Promise<ChainReport> {
  const problems: ChainProblem[] = [];
  let problemCount = 0;
  const add = (problem: ChainProblem) => {
    problemCount++;
    problems.push(problem);
    problems.sort((a, b) => a.position - b.position);
    if (problems.length > LISTED_PROBLEMS) problems.pop();
  };

  let previousHash: Buffer = Buffer.alloc(0);
  let previousSeq = 0;
  let checked = 0;
  let head: ChainReport['head'] = null;
  for (;;) {
    const { rows } = await pool.query<LinkRow>(
      `SELECT c.seq::text AS seq, c.position::text AS position, c.hash, e.event_id, e.type, e.stream_id,
              e.stream_version, CASE WHEN e.position IS NULL THEN NULL ELSE event_store.chain_text(e, c.seq) END AS text
       FROM event_store.event_chain c LEFT JOIN event_store.events e ON e.position = c.position
       WHERE c.seq > $1 ORDER BY c.seq LIMIT $2`,
      [previousSeq, VERIFY_PAGE],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      const position = Number(row.position);
      if (seq !== previousSeq + 1) {
        add({
          kind: 'removed',
          position,
          seq: previousSeq + 1,
          eventId: null,
          type: null,
          streamId: null,
          message: `links ${previousSeq + 1}–${seq - 1} of the chain are missing (events sealed before position ${position} were removed)`,
        });
      }
      if (row.text === null) {
        add({
          kind: 'removed',
          position,
          seq,
          eventId: null,
          type: null,
          streamId: null,
          message: `the event at position ${position} (link ${seq}) was removed from the log`,
        });
      } else {
        const expected = createHash('sha256').update(previousHash).update(row.text, 'utf8').digest();
        if (!expected.equals(row.hash)) {
          add({
            kind: 'altered',
            position,
            seq,
            eventId: row.event_id,
            type: row.type,
            streamId: row.stream_id,
            message: `the event at position ${position} (${row.type} on ${row.stream_id} v${row.stream_version}) was altered after it was sealed`,
          });
        }
      }
      // Go on from the stored hash, so one altered event does not make every later one look altered.
      previousHash = row.hash;
      previousSeq = seq;
      checked++;
      head = { seq, hash: row.hash.toString('hex') };
    }
    if (rows.length < VERIFY_PAGE) break;
  }

  const looseSql = `WITH last AS (
       SELECT e.transaction_id, e.position FROM event_store.event_chain c
       JOIN event_store.events e ON e.position = c.position ORDER BY c.seq DESC LIMIT 1
     ),
     loose AS (
       SELECT e.position, e.transaction_id, e.event_id, e.type, e.stream_id, e.stream_version,
              (last.position IS NOT NULL AND (e.transaction_id, e.position) <= (last.transaction_id, last.position)) AS sealed
       FROM event_store.events e LEFT JOIN last ON true
       WHERE NOT EXISTS (SELECT 1 FROM event_store.event_chain c WHERE c.position = e.position)
     )`;
  const counts = await pool.query<{ inserted: number; unsealed: number }>(
    `${looseSql} SELECT (count(*) FILTER (WHERE sealed))::int AS inserted, (count(*) FILTER (WHERE NOT sealed))::int AS unsealed
     FROM loose`,
  );
  const unsealed = counts.rows[0]?.unsealed ?? 0;
  const inserted = await pool.query<{
    position: string;
    event_id: string;
    type: string;
    stream_id: string;
    stream_version: number;
  }>(
    `${looseSql} SELECT position::text AS position, event_id, type, stream_id, stream_version FROM loose
     WHERE sealed ORDER BY transaction_id, position LIMIT $1`,
    [LISTED_PROBLEMS],
  );
  for (const row of inserted.rows) {
    const position = Number(row.position);
    add({
      kind: 'inserted',
      position,
      seq: null,
      eventId: row.event_id,
      type: row.type,
      streamId: row.stream_id,
      message: `the event at position ${position} (${row.type} on ${row.stream_id} v${row.stream_version}) was inserted among sealed events without a link`,
    });
  }
  // Only the first few inserted events were listed; count the rest.
  problemCount += (counts.rows[0]?.inserted ?? 0) - inserted.rows.length;
  return { ok: problemCount === 0, checked, head, unsealed, first: problems[0] ?? null, problemCount, problems };
}

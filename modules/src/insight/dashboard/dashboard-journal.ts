import type { PoolClient } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';
import type { ApplyPass } from '@gym/kernel/projection/projector';
import { appendRows } from '@gym/kernel/projection/append-rows';
import { AggregateDeltas, addToRow, changesSomething } from './aggregate-deltas.js';
import type { AggregateSpec } from './aggregate-deltas.js';

/*
 * The dashboard's figures over time (time travel, issue 13 item 7). Every event's net change to the aggregates is kept
 * in `dash_journal` with the event's checkpoint, so the aggregates as of any event are a snapshot of the aggregates
 * (small: days, plans, trainers) plus the journal's rows after it, summed. No event is replayed and no per-member
 * table is read or copied to look at the past.
 */

const JOURNAL_COLUMNS: (keyof JournalRow)[] = ['commit_id', 'position', 'tbl', 'row'];

interface JournalRow {
  commit_id: string;
  position: number;
  tbl: string;
  row: Record<string, unknown>;
}

/**
 * Aggregate deltas for a batch, as `AggregateDeltas` collects them, that also remember each event's own net change
 * (`during`), for the journal.
 */
export class JournaledDeltas {
  private readonly batch: AggregateDeltas;
  /** The current event's net change, table by table (reused: one event at a time). */
  private readonly event = new Map<string, Map<string, Record<string, unknown>>>();
  private inEvent = false;
  private readonly journal: JournalRow[] = [];

  constructor(tables: Readonly<Record<string, AggregateSpec>>) {
    this.batch = new AggregateDeltas(tables);
  }

  /** Runs one event's additions; what they change in all is journalled at the event's checkpoint. */
  during(checkpoint: Checkpoint, apply: () => void): void {
    this.event.clear();
    this.inEvent = true;
    try {
      apply();
      for (const [tbl, rows] of this.event) {
        const spec = this.batch.specOf(tbl);
        for (const row of rows.values()) {
          if (changesSomething(spec, row)) journalRow(this.journal, checkpoint, tbl, row);
        }
      }
    } finally {
      this.inEvent = false;
    }
  }

  /** Adds to the batch's rows and to the event's own: the row's id is worked out once for both. */
  add(table: string, key: Record<string, unknown>, sums: Record<string, number>, copies?: Record<string, unknown>) {
    if (!this.inEvent) throw new Error('Aggregate deltas are added during an event');
    const id = this.batch.add(table, key, sums, copies);
    const spec = this.batch.specOf(table);
    if (spec.journalled === false) return;
    let rows = this.event.get(table);
    if (!rows) this.event.set(table, (rows = new Map()));
    addToRow(rows, spec, id, key, sums, copies);
  }

  /**
   * Writes the batch's deltas to the aggregates and its events' rows to the journal: in one statement live (a
   * check-in's batch waits on each round trip), by COPY in a rebuild (a million journal rows on the 20,000-member gym).
   */
  async flush(client: PoolClient, pass: ApplyPass): Promise<void> {
    const journal = this.journal.splice(0);
    if (pass === 'rebuild') {
      await this.batch.flush(client);
      await appendRows(client, pass, 'dash_journal', JOURNAL_COLUMNS, journal);
      return;
    }
    await this.batch.flush(
      client,
      journal.length === 0
        ? undefined
        : (param) =>
            `INSERT INTO dash_journal (commit_id, position, tbl, row)
             SELECT commit_id, position, tbl, row
             FROM json_to_recordset(${param(JSON.stringify(journal))}::json)
               AS j(commit_id bigint, position bigint, tbl text, row json)`,
    );
  }
}

function journalRow(journal: JournalRow[], at: Checkpoint, tbl: string, row: Record<string, unknown>): void {
  journal.push({ commit_id: at.commit, position: at.position, tbl, row });
}

/**
 * Brings the aggregate tables on the search path (a time-travelling view's private tables, filled from a snapshot at
 * `after`) to `until`: the journal's rows in between, taken once in log order, then each table's grouped by key and
 * added with the same upsert the projector uses (sums added, copied columns from the latest row), and rows that fall
 * to zero removed. Journal rows the projector has not written yet (an instant past its last batch) are simply not
 * there: the view then stands where the live dashboard stands. Tables the journal leaves out (`journalled: false`)
 * are the caller's to bring forward.
 */
export async function replayJournal(
  client: PoolClient,
  tables: Readonly<Record<string, AggregateSpec>>,
  after: Checkpoint,
  until: Checkpoint,
): Promise<void> {
  // The view's transaction is rolled back: the range goes with it.
  await client.query(
    `CREATE TEMPORARY TABLE dash_journal_range ON COMMIT DROP AS
     SELECT tbl, row, commit_id, position FROM ${READ_SCHEMA}.dash_journal
     WHERE (commit_id, position) > ($1::bigint, $2::bigint) AND (commit_id, position) <= ($3::bigint, $4::bigint)`,
    [after.commit, after.position, until.commit, until.position],
  );
  for (const [table, spec] of Object.entries(tables)) {
    if (spec.journalled === false) continue;
    const field = (column: string) => `(j.r).${column}`;
    const columns = [...spec.keys, ...spec.sums, ...(spec.copies ?? [])];
    const picked = [
      ...spec.keys.map(field),
      ...spec.sums.map((s) => `sum(${field(s)})`),
      ...(spec.copies ?? []).map((c) => `(array_agg(${field(c)} ORDER BY j.commit_id DESC, j.position DESC))[1]`),
    ];
    const updates = [
      ...spec.sums.map((s) => `${s} = ${table}.${s} + EXCLUDED.${s}`),
      ...(spec.copies ?? []).map((c) => `${c} = EXCLUDED.${c}`),
    ];
    await client.query(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${picked.join(', ')}
       FROM (SELECT json_populate_record(NULL::${table}, row) AS r, commit_id, position FROM pg_temp.dash_journal_range
             WHERE tbl = $1) j
       GROUP BY ${spec.keys.map(field).join(', ')}
       ON CONFLICT (${spec.keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
      [table],
    );
    await client.query(`DELETE FROM ${table} WHERE ${spec.sums.map((s) => `${s} = 0`).join(' AND ')}`);
  }
}

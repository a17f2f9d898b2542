import type { PoolClient } from 'pg';

/** An aggregate table: the columns that identify a row and the ones that are sums. */
export interface AggregateSpec {
  readonly keys: readonly string[];
  readonly sums: readonly string[];
  /** Columns copied as they are (e.g. a trainer's name), last value wins. */
  readonly copies?: readonly string[];
  /**
   * False when a view of the past counts the table's changes from the log itself instead of the journal (a day's
   * check-ins: a journal row for each would be two in five of the journal).
   */
  readonly journalled?: boolean;
}

/**
 * Additions to aggregate rows (`n = n + delta`), collected over a batch and written with one statement per table.
 * Rows that fall to zero are removed, so the aggregates stay as small as the data they describe.
 */
export class AggregateDeltas {
  private readonly pending = new Map<string, Map<string, Record<string, unknown>>>();

  constructor(private readonly tables: Readonly<Record<string, AggregateSpec>>) {}

  /** Adds a change to a row of an aggregate; returns the row's id among the table's pending rows (`rowId`). */
  add(
    table: string,
    key: Record<string, unknown>,
    sums: Record<string, number>,
    copies?: Record<string, unknown>,
  ): string {
    const spec = this.specOf(table);
    let rows = this.pending.get(table);
    if (!rows) this.pending.set(table, (rows = new Map()));
    const id = rowId(spec, key);
    addToRow(rows, spec, id, key, sums, copies);
    return id;
  }

  /** A table's spec, or an error naming a table that is not an aggregate. */
  specOf(table: string): AggregateSpec {
    const spec = this.tables[table];
    if (!spec) throw new Error(`Unknown aggregate ${table}`);
    return spec;
  }

  /** The pending rows that change something (a sum not zero), table by table. */
  changes(): [table: string, rows: Record<string, unknown>[]][] {
    return [...this.pending].flatMap(([table, rows]) => {
      const spec = this.tables[table]!;
      const changed = [...rows.values()].filter((row) => changesSomething(spec, row));
      return changed.length === 0 ? [] : [[table, changed] as [string, Record<string, unknown>[]]];
    });
  }

  /**
   * Writes the batch's changes in one statement: an upsert per changed table (data-modifying CTEs) and `also`, another
   * data-modifying statement written with the same parameters (the journal's insert). Rows that fell to zero are then
   * removed, but only from the tables whose upsert returned one: that takes a subtraction (a refund, a member leaving
   * a plan), and deleting every table's zero rows after each batch scanned the table every time, a check-in's batch
   * included. A statement per table and a DELETE each cost a check-in's batch three round trips more than this one.
   */
  async flush(client: PoolClient, also?: (param: (value: unknown) => string) => string): Promise<void> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const changes = this.changes();
    const statements = changes.map(([table, changed], i) => {
      const spec = this.tables[table]!;
      const columns = [...spec.keys, ...spec.sums, ...(spec.copies ?? [])];
      const updates = [
        ...spec.sums.map((s) => `${s} = ${table}.${s} + EXCLUDED.${s}`),
        ...(spec.copies ?? []).map((c) => `${c} = EXCLUDED.${c}`),
      ];
      return `t${i} AS (INSERT INTO ${table} (${columns.join(', ')})
         SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${table}, ${param(JSON.stringify(changed))}::json)
         ON CONFLICT (${spec.keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}
         RETURNING ${spec.sums.map((s) => `${s} = 0`).join(' AND ')} AS zero)`;
    });
    if (also) statements.push(`also AS (${also(param)})`);
    this.pending.clear();
    if (statements.length === 0) return;
    const zeros = changes.map((_, i) => `SELECT ${i} AS i FROM t${i} WHERE zero`);
    const { rows } = await client.query<{ i: number }>(
      `WITH ${statements.join(',\n')}
       SELECT DISTINCT i FROM (${zeros.length > 0 ? zeros.join(' UNION ALL ') : 'SELECT 0 AS i WHERE false'}) z`,
      params,
    );
    for (const { i } of rows) {
      const [table] = changes[i]!;
      const spec = this.tables[table]!;
      await client.query(`DELETE FROM ${table} WHERE ${spec.sums.map((s) => `${s} = 0`).join(' AND ')}`);
    }
  }
}

/**
 * What identifies an aggregate row among a table's pending rows: its key columns' values, joined by NUL (no key
 * holds one), a null as SOH. A key column has one type, so the text of its values tells them apart; building the
 * id by JSON of an array of the values was most of what a rebuild's millions of deltas cost.
 */
function rowId(spec: AggregateSpec, key: Record<string, unknown>): string {
  const keys = spec.keys;
  let id = '';
  for (let i = 0; i < keys.length; i++) {
    const value = key[keys[i]!];
    if (i > 0) id += '\u0000';
    id += value === null || value === undefined ? '\u0001' : String(value);
  }
  return id;
}

/**
 * Adds one change to the pending row `id` (created at zero), in place: a full rebuild adds millions of deltas, and
 * copying the row (and the key list) at each one was most of the dashboard's Node time. The rows are the caller's
 * own until it hands them out.
 */
export function addToRow(
  rows: Map<string, Record<string, unknown>>,
  spec: AggregateSpec,
  id: string,
  key: Record<string, unknown>,
  sums: Record<string, number>,
  copies?: Record<string, unknown>,
): void {
  let row = rows.get(id);
  if (!row) {
    row = { ...key };
    for (const s of spec.sums) row[s] = 0;
    rows.set(id, row);
  }
  for (const column in sums) row[column] = (row[column] as number) + sums[column]!;
  if (copies) Object.assign(row, copies);
}

/** Whether a pending row changes its aggregate: some sum is not zero. */
export function changesSomething(spec: AggregateSpec, row: Record<string, unknown>): boolean {
  return spec.sums.some((s) => row[s] !== 0);
}

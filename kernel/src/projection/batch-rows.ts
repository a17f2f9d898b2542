import type { PoolClient } from 'pg';

/**
 * Rows of a projector's table that `apply` reads and changes event by event: loaded before the events, written after
 * them. `BatchRows` holds them for one batch; a full rebuild's `PassRows` for the whole pass.
 */
export interface ProjectedRows<Row extends Record<string, unknown>> {
  /** Makes the stored rows of these keys available to `get` (call once per batch, before `get`). */
  load(keys: Iterable<string>): Promise<void>;
  get(key: string): Row | undefined;
  set(row: Row): void;
  update(key: string, change: (row: Row) => Row): void;
  /**
   * Changes the row of this key in place, if there is one. For the changes a rebuild makes millions of times (what a
   * member owes, an invoice's payments): a copy of the row at each one was garbage that outlived the young
   * generation, since the pass holds every row. A caller that needs the row as it was reads it before.
   */
  change(key: string, edit: (row: Row) => void): void;
  /** Writes the changed rows' `columns` (or has them written: see `PassRows`). */
  flush(columns: readonly (keyof Row & string)[]): Promise<void>;
}

/**
 * The column that identifies a row, or the columns (a composite key): a row's key is then its values joined by NUL,
 * which no id holds (see `keyOfRow`).
 */
export type RowKey<Row> = (keyof Row & string) | readonly (keyof Row & string)[];

/** The key `get` and `update` take for a row: its key column's value, or its key columns' values joined by NUL. */
export function keyOfRow<Row extends Record<string, unknown>>(key: RowKey<Row>, row: Row): string {
  if (typeof key === 'string') return String(row[key]);
  return key.map((column) => String(row[column])).join('\u0000');
}

/** Rows held in Node by key, with the keys of those changed since they were last written. */
export abstract class HeldRows<Row extends Record<string, unknown>> implements ProjectedRows<Row> {
  protected readonly rows = new Map<string, Row>();
  protected readonly changed = new Set<string>();

  constructor(protected readonly key: RowKey<Row>) {}

  abstract load(keys: Iterable<string>): Promise<void>;
  abstract flush(columns: readonly (keyof Row & string)[]): Promise<void>;

  get(key: string): Row | undefined {
    return this.rows.get(key);
  }

  set(row: Row): void {
    const key = keyOfRow(this.key, row);
    this.rows.set(key, row);
    this.touched(key);
  }

  update(key: string, change: (row: Row) => Row): void {
    const row = this.rows.get(key);
    if (row) this.set(change(row));
  }

  change(key: string, edit: (row: Row) => void): void {
    const row = this.rows.get(key);
    if (!row) return;
    edit(row);
    this.touched(key);
  }

  /** Notes that the row of this key changed, for the next write. */
  protected touched(key: string): void {
    this.changed.add(key);
  }
}

/**
 * The rows a batch touches, loaded once, changed in memory event by event, written back once: set-based I/O for
 * projectors whose events need the row's current state (a payment changes what is owed). Column names are the JSON
 * keys, so one `json_populate_recordset` statement writes every changed row.
 */
export class BatchRows<Row extends Record<string, unknown>> extends HeldRows<Row> {
  constructor(
    private readonly client: PoolClient,
    private readonly table: string,
    key: RowKey<Row>,
  ) {
    super(key);
  }

  async load(keys: Iterable<string>): Promise<void> {
    const wanted = [...new Set(keys)].filter((k) => !this.rows.has(k));
    if (wanted.length === 0) return;
    // Rows of a composite key are only ever set, not loaded (the audit's names: the latest wins).
    if (typeof this.key !== 'string')
      throw new Error(`Rows of ${this.table} have a composite key: they cannot be loaded`);
    const result = await this.client.query<{ row: Row }>(
      `SELECT to_json(t) AS row FROM ${this.table} t WHERE ${this.key} = ANY($1)`,
      [wanted],
    );
    for (const { row } of result.rows) this.rows.set(keyOfRow(this.key, row), row);
  }

  /** Upserts every changed row in one statement. */
  async flush(columns: readonly (keyof Row & string)[]): Promise<void> {
    if (this.changed.size === 0) return;
    const rows = [...this.changed].map((key) => this.rows.get(key)!);
    await upsertRows(this.client, this.table, this.key, columns, rows);
    this.changed.clear();
  }
}

/** Inserts the rows, or updates the stored rows of their keys: one statement over a JSON array. */
export async function upsertRows<Row extends Record<string, unknown>>(
  client: PoolClient,
  table: string,
  key: RowKey<Row>,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const list = columns.join(', ');
  const keys: readonly string[] = typeof key === 'string' ? [key] : key;
  const updates = columns.filter((c) => !keys.includes(c)).map((c) => `${c} = EXCLUDED.${c}`);
  await client.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)
     ON CONFLICT (${keys.join(', ')}) ${updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING'}`,
    [JSON.stringify(rows)],
  );
}

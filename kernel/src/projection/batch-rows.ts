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
   * Writes the changed rows' `columns` (or has them written: see `PassRows`). `merge` gives a column's value on a
   * stored row as SQL over the stored row (the table's name) and the new one (`EXCLUDED`); the new value by default.
   */
  flush(columns: readonly (keyof Row & string)[], merge?: ColumnMerge<Row>): Promise<void>;
}

/** SQL for columns whose stored value is merged with the new one rather than replaced (e.g. a latest visit). */
export type ColumnMerge<Row> = Partial<Record<keyof Row & string, string>>;

/** Rows held in Node by key, with the keys of those changed since they were last written. */
export abstract class HeldRows<Row extends Record<string, unknown>> implements ProjectedRows<Row> {
  protected readonly rows = new Map<string, Row>();
  protected readonly changed = new Set<string>();

  constructor(protected readonly key: keyof Row & string) {}

  abstract load(keys: Iterable<string>): Promise<void>;
  abstract flush(columns: readonly (keyof Row & string)[], merge?: ColumnMerge<Row>): Promise<void>;

  get(key: string): Row | undefined {
    return this.rows.get(key);
  }

  set(row: Row): void {
    const key = String(row[this.key]);
    this.rows.set(key, row);
    this.changed.add(key);
  }

  update(key: string, change: (row: Row) => Row): void {
    const row = this.rows.get(key);
    if (row) this.set(change(row));
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
    key: keyof Row & string,
  ) {
    super(key);
  }

  async load(keys: Iterable<string>): Promise<void> {
    const wanted = [...new Set(keys)].filter((k) => !this.rows.has(k));
    if (wanted.length === 0) return;
    const result = await this.client.query<{ row: Row }>(
      `SELECT to_json(t) AS row FROM ${this.table} t WHERE ${this.key} = ANY($1)`,
      [wanted],
    );
    for (const { row } of result.rows) this.rows.set(String(row[this.key]), row);
  }

  /** Upserts every changed row in one statement. */
  async flush(columns: readonly (keyof Row & string)[], merge?: ColumnMerge<Row>): Promise<void> {
    if (this.changed.size === 0) return;
    const rows = [...this.changed].map((key) => this.rows.get(key)!);
    await upsertRows(this.client, this.table, this.key, columns, rows, merge);
    this.changed.clear();
  }
}

/** Inserts the rows, or updates the stored rows of their keys: one statement over a JSON array. */
export async function upsertRows<Row extends Record<string, unknown>>(
  client: PoolClient,
  table: string,
  key: keyof Row & string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
  merge?: ColumnMerge<Row>,
): Promise<void> {
  if (rows.length === 0) return;
  const list = columns.join(', ');
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = ${merge?.[c] ?? `EXCLUDED.${c}`}`);
  await client.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)
     ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(rows)],
  );
}

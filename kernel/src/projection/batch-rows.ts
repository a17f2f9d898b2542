import type { PoolClient } from 'pg';

/**
 * The rows a batch touches, loaded once, changed in memory event by event, written back once: set-based I/O for
 * projectors whose events need the row's current state (a payment changes what is owed). Column names are the JSON
 * keys, so one `json_populate_recordset` statement writes every changed row.
 */
export class BatchRows<Row extends Record<string, unknown>> {
  private readonly rows = new Map<string, Row>();
  private readonly changed = new Set<string>();

  constructor(
    private readonly client: PoolClient,
    private readonly table: string,
    private readonly key: keyof Row & string,
  ) {}

  /** Loads the existing rows of these keys (call once per batch, before `get`). */
  async load(keys: Iterable<string>): Promise<void> {
    const wanted = [...new Set(keys)].filter((k) => !this.rows.has(k));
    if (wanted.length === 0) return;
    const result = await this.client.query<{ row: Row }>(
      `SELECT to_json(t) AS row FROM ${this.table} t WHERE ${this.key} = ANY($1)`,
      [wanted],
    );
    for (const { row } of result.rows) this.rows.set(String(row[this.key]), row);
  }

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

  /** Upserts every changed row in one statement. */
  async flush(columns: readonly (keyof Row & string)[]): Promise<void> {
    if (this.changed.size === 0) return;
    const rows = [...this.changed].map((key) => this.rows.get(key));
    const list = columns.join(', ');
    const updates = columns.filter((c) => c !== this.key).map((c) => `${c} = EXCLUDED.${c}`);
    await this.client.query(
      `INSERT INTO ${this.table} (${list})
       SELECT ${list} FROM json_populate_recordset(NULL::${this.table}, $1::json)
       ON CONFLICT (${this.key}) DO UPDATE SET ${updates.join(', ')}`,
      [JSON.stringify(rows)],
    );
    this.changed.clear();
  }
}

import type { PoolClient } from 'pg';
import { appendRows } from './append-rows.js';
import { BatchRows, HeldRows, upsertRows } from './batch-rows.js';
import type { ProjectedRows, RowKey } from './batch-rows.js';

/**
 * What a projector keeps in memory for a full rebuild's whole pass (see `Projector.apply`): the rows of tables that
 * it alone writes and reads, e.g. every member's row. A batch then neither loads the rows it touches nor writes them
 * back: on the 20,000-member gym, loading and upserting the members' and their debts' rows at every batch cost the
 * members and dashboard projectors about 13 s of PostgreSQL's time. The runner calls `write` before anything else
 * reads the tables: a snapshot for time travel, or the end of the pass (most often the one write, into bare tables:
 * `TableDefinition.passWrites`).
 */
export class PassMemory {
  private readonly tables = new Map<string, PassRows<Record<string, unknown>>>();
  private readonly values = new Map<string, unknown>();

  /** The pass's rows of this table (the same object at every batch). */
  rows<Row extends Record<string, unknown>>(table: string, key: RowKey<Row>): PassRows<Row> {
    let rows = this.tables.get(table) as PassRows<Row> | undefined;
    if (!rows) {
      rows = new PassRows<Row>(table, key);
      this.tables.set(table, rows as unknown as PassRows<Record<string, unknown>>);
    }
    return rows;
  }

  /**
   * Something the projector works out from the events it has seen and keeps for the pass without writing it (what
   * each invoice still owes, where a void needs it): `create` makes it at the first call, later calls get it back.
   */
  value<T>(name: string, create: () => T): T {
    if (!this.values.has(name)) this.values.set(name, create());
    return this.values.get(name) as T;
  }

  /** Writes every row changed since the last write, table by table. */
  async write(client: PoolClient): Promise<void> {
    for (const rows of this.tables.values()) await rows.write(client);
  }

  /** Whether the projector keeps any rows here (a runner need not call `write` otherwise). */
  get holding(): boolean {
    return this.tables.size > 0;
  }
}

/** Rows written at a time, so that no statement's JSON grows with the gym (a million debts at 100,000 members). */
const WRITE_CHUNK = 20_000;

/**
 * A table's rows for the whole pass. The pass started on an empty table and is its one writer, so every stored row
 * is already here: `load` has nothing to do, and a row not here does not exist.
 */
export class PassRows<Row extends Record<string, unknown>> extends HeldRows<Row> {
  /** Keys of the rows already in the table; null until the first write (every row is new until then). */
  private stored: Set<string> | null = null;
  private columns: readonly (keyof Row & string)[] | null = null;

  constructor(
    private readonly table: string,
    key: RowKey<Row>,
  ) {
    super(key);
  }

  async load(): Promise<void> {}

  /**
   * Until the first write every held row is written then, so which ones changed is only kept after it: most passes
   * write once, at their end, and keeping a set of every changed key cost a hash insert per change.
   */
  protected override touched(key: string): void {
    if (this.stored) this.changed.add(key);
  }

  /** Remembers which columns to write; `write` writes them when the runner says. */
  async flush(columns: readonly (keyof Row & string)[]): Promise<void> {
    this.columns = columns;
  }

  /** New rows by COPY (the cheapest write there is), rows stored by an earlier write by upsert. */
  async write(client: PoolClient): Promise<void> {
    const fresh: Row[] = [];
    const again: Row[] = [];
    if (!this.stored) {
      for (const row of this.rows.values()) fresh.push(row);
      this.stored = new Set(this.rows.keys());
    } else {
      for (const key of this.changed) {
        (this.stored.has(key) ? again : fresh).push(this.rows.get(key)!);
        this.stored.add(key);
      }
      this.changed.clear();
    }
    if (fresh.length === 0 && again.length === 0) return;
    const columns = this.columns;
    if (!columns) throw new Error(`Rows of ${this.table} changed but were never flushed: no columns to write`);
    for (let i = 0; i < fresh.length; i += WRITE_CHUNK)
      await appendRows(client, 'rebuild', this.table, columns, fresh.slice(i, i + WRITE_CHUNK));
    for (let i = 0; i < again.length; i += WRITE_CHUNK)
      await upsertRows(client, this.table, this.key, columns, again.slice(i, i + WRITE_CHUNK));
  }
}

/**
 * A projector's rows of a table for this `apply`: the pass's, when a rebuild gives its memory, else the batch's
 * (loaded and written at each batch, as live).
 */
export function rowsFor<Row extends Record<string, unknown>>(
  memory: PassMemory | undefined,
  client: PoolClient,
  table: string,
  key: RowKey<Row>,
): ProjectedRows<Row> {
  return memory ? memory.rows<Row>(table, key) : new BatchRows<Row>(client, table, key);
}

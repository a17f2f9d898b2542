import type { PoolClient } from 'pg';
import { appendRows } from './append-rows.js';

/**
 * New rows a projector that applies its events one statement at a time collects instead of inserting each at once,
 * written by one statement when it next needs the table as it stands (`flush` before any other statement, and at the
 * end of the batch), so the order of effects is the log's. A rebuild's batch of PT sales was 140 round trips in a
 * row, each waiting on a busy event loop, and the slowest projector of a batch holds the next batch back.
 */
export class PendingInserts {
  private rows: Record<string, unknown>[] = [];

  constructor(
    private readonly client: PoolClient,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  add(row: Record<string, unknown>): void {
    this.rows.push(row);
  }

  /** Inserts the rows collected, in order; a row whose key is already stored (or collected before it) is skipped. */
  async flush(): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    await appendRows(this.client, 'live', this.table, this.columns, rows);
  }
}

import type { Pool } from 'pg';
import { sealEvents } from '@gym/events/postgres/event-chain';

/** How often committed events are linked to the hash chain: the window in which a fresh event is not yet sealed. */
export const SEAL_INTERVAL_MS = 1000;

/**
 * Keeps the log's hash chain (issue 13, item 10) up to date on PostgreSQL: every second it links the events committed
 * since, in the reader's order. Several projection services may run it; the database makes them take turns.
 */
export class ChainSealer {
  private timer: NodeJS.Timeout | null = null;
  private sealing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sealing = this.sealing.then(() => sealEvents(this.pool).then(() => undefined, this.onError));
    }, SEAL_INTERVAL_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sealing;
  }
}

import type { Pool } from 'pg';
import { encodeAppendedTypes } from './appended-types.js';

/**
 * Wakes subscribers (in every process) after an append committed. Sent as its own statement, outside the append's
 * transaction, and coalesced: at most one NOTIFY in flight per process, and one more after it if appends came
 * meanwhile, naming every event type appended since the last one. Subscribers poll as a backstop, so a lost signal
 * only delays, never loses, an event.
 */
export class AppendNotifier {
  private inFlight: Promise<void> | null = null;
  private again = false;
  /** Types appended since the last NOTIFY was sent; null once an append of unknown types came. */
  private types: Set<string> | null = new Set();

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
  ) {}

  /** An append committed; `types` are its event types (unknown when absent: every subscriber is woken). */
  signal(types?: Iterable<string>): void {
    if (types === undefined) this.types = null;
    else if (this.types) for (const type of types) this.types.add(type);
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = this.send();
  }

  private async send(): Promise<void> {
    do {
      this.again = false;
      const payload = encodeAppendedTypes(this.types);
      this.types = new Set();
      await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, payload]).catch(() => undefined);
    } while (this.again);
    this.inFlight = null;
  }

  /** Resolves when no signal is in flight (before the pool closes). */
  async flushed(): Promise<void> {
    await this.inFlight;
  }
}

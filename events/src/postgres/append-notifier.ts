import type { Pool } from 'pg';

/**
 * Wakes subscribers (in every process) after an append committed. Sent as its own statement, outside the append's
 * transaction, and coalesced: at most one NOTIFY in flight per process, and one more after it if appends came
 * meanwhile. Subscribers poll as a backstop, so a lost signal only delays, never loses, an event.
 */
export class AppendNotifier {
  private inFlight: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
  ) {}

  signal(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = this.send();
  }

  private async send(): Promise<void> {
    do {
      this.again = false;
      await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, '']).catch(() => undefined);
    } while (this.again);
    this.inFlight = null;
  }

  /** Resolves when no signal is in flight (before the pool closes). */
  async flushed(): Promise<void> {
    await this.inFlight;
  }
}

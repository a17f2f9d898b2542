import type { Pool } from 'pg';

interface Notice {
  readonly channel: string;
  readonly payload: string;
}

/**
 * Sends the NOTIFYs of one event-loop turn in one statement, outside any write transaction: progress reports and
 * change notices after a batch commit travel together instead of one round trip each. A later notice with the same
 * key replaces an earlier one of the same turn (only the newest progress of a projector matters).
 *
 * One statement at a time, in the order the turns were taken: two in flight on two connections reached the server in
 * either order under load, so command-service heard a projector's older position after its newer one and a
 * read-your-writes GET waited for a position already passed (no further event came to make up for it). Turns taken
 * while a statement is in flight go together in the next one, each turn's notices in order.
 */
export class NotifyBatcher {
  private pending = new Map<string, Notice>();
  private queued: Notice[] = [];
  private scheduled = false;
  private sending = false;
  private sequence = 0;

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  send(channel: string, payload: string, key: string = `#${this.sequence++}`): void {
    this.pending.set(`${channel}\u0000${key}`, { channel, payload });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.take());
  }

  /** Ends the turn: its notices are queued behind those not sent yet. */
  private take(): void {
    this.scheduled = false;
    this.queued.push(...this.pending.values());
    this.pending = new Map();
    if (!this.sending) void this.drain();
  }

  private async drain(): Promise<void> {
    this.sending = true;
    while (this.queued.length > 0) {
      const notices = this.queued;
      this.queued = [];
      // unnest keeps the array order, and notices of one transaction are delivered in the order they were sent.
      await this.pool
        .query('SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)', [
          notices.map((n) => n.channel),
          notices.map((n) => n.payload),
        ])
        .catch(this.onError);
    }
    this.sending = false;
  }
}

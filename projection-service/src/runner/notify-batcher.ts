import type { Pool } from 'pg';

/**
 * Sends the NOTIFYs of one event-loop turn in one statement, outside any write transaction: progress reports and
 * change notices after a batch commit travel together instead of one round trip each. A later notice with the same
 * key replaces an earlier one of the same turn (only the newest progress of a projector matters).
 */
export class NotifyBatcher {
  private pending = new Map<string, { channel: string; payload: string }>();
  private scheduled = false;
  private sequence = 0;

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  send(channel: string, payload: string, key: string = `#${this.sequence++}`): void {
    this.pending.set(`${channel}\u0000${key}`, { channel, payload });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const notices = [...this.pending.values()];
    this.pending = new Map();
    if (notices.length === 0) return;
    await this.pool
      .query('SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)', [
        notices.map((n) => n.channel),
        notices.map((n) => n.payload),
      ])
      .catch(this.onError);
  }
}

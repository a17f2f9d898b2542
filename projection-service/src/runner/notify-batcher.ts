import type { Pool } from 'pg';
import { backoffMs, isTransient } from './transient-errors.js';

/** Combines an older notice of a key with a newer one that replaces it (default: the newer alone). */
export type MergeNotices = (older: string, newer: string) => string;

interface Notice {
  /** Channel and key: notices with the same one replace each other. */
  readonly id: string;
  readonly channel: string;
  readonly payload: string;
  readonly merge: MergeNotices | undefined;
}

/** Waits between two tries of a statement that failed for a transient reason. */
export interface NotifyRetry {
  readonly firstMs: number;
  readonly maxMs: number;
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
 *
 * A statement failing for a transient reason (connection lost, server full or shutting down) is tried again, with the
 * projectors' capped back-off, until it goes through or `stop()`: dropping it left a projector's last position
 * unheard until the listener next reconnected, and a read-your-writes GET waiting for it answered stale after its
 * timeout. Notices queued meanwhile join the retry (see `newestPerKey`). Other errors drop the statement's notices.
 */
export class NotifyBatcher {
  private pending = new Map<string, Notice>();
  private queued: Notice[] = [];
  private scheduled = false;
  private draining: Promise<void> | null = null;
  private sequence = 0;
  /** Set while `stop()` runs: nothing is tried again. */
  private stopping = false;
  /** Ends the back-off under way at once, so stop() is never held up behind it. */
  private wake: (() => void) | null = null;

  constructor(
    private readonly pool: Pool,
    /** `retrying`: the notices will be tried again; false when they are dropped. */
    private readonly onError: (error: unknown, retrying: boolean) => void = () => undefined,
    // Short: a read-your-writes GET waits 2 s for the position (command-service's MIN_POSITION_WAIT_MS).
    private readonly retry: NotifyRetry = { firstMs: 100, maxMs: 1000 },
  ) {}

  /**
   * `key`: a later notice with the same channel and key replaces this one until it is sent; `merge` combines the
   * two (e.g. keeps a flag only the older one has).
   */
  send(channel: string, payload: string, key: string = `#${this.sequence++}`, merge?: MergeNotices): void {
    const id = `${channel}\u0000${key}`;
    const older = this.pending.get(id);
    this.pending.set(id, { id, channel, payload: older && merge ? merge(older.payload, payload) : payload, merge });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.take());
  }

  /**
   * Sends what was sent before it once, without retries, and cuts a back-off short, dropping the notices that waited
   * for it (the runner stops; command-service re-reads the stored checkpoints when it reconnects). Resolves once no
   * statement is in flight. Notices sent after it go out as before, so a runner can start again.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    if (this.scheduled) this.take();
    try {
      await this.draining;
    } finally {
      this.stopping = false;
    }
  }

  /** Ends the turn: its notices are queued behind those not sent yet. */
  private take(): void {
    this.scheduled = false;
    this.queued.push(...this.pending.values());
    this.pending = new Map();
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  private async drain(): Promise<void> {
    let failed: Notice[] = [];
    for (let attempt = 1; failed.length > 0 || this.queued.length > 0;) {
      const notices = failed.length > 0 ? newestPerKey([...failed, ...this.queued]) : this.queued;
      this.queued = [];
      failed = [];
      try {
        // unnest keeps the array order, and notices of one transaction are delivered in the order they were sent.
        await this.pool.query(
          'SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)',
          [notices.map((n) => n.channel), notices.map((n) => n.payload)],
        );
        attempt = 1;
      } catch (error) {
        const retrying = isTransient(error) && !this.stopping;
        this.onError(error, retrying);
        if (!retrying) {
          attempt = 1;
          continue;
        }
        failed = notices;
        await this.pause(backoffMs(attempt++, this.retry.firstMs, this.retry.maxMs));
        if (this.stopping) failed = [];
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}

/**
 * A failed statement's notices followed by those queued since, each key once: its newest notice (merged with the
 * older ones), where that newest one stood. Nothing moves ahead of a notice it followed, so a projector's positions
 * are never reordered; keyless notices (change notices) all stay.
 */
function newestPerKey(notices: readonly Notice[]): Notice[] {
  const last = new Map<string, number>();
  const merged = new Map<string, string>();
  notices.forEach((notice, index) => {
    const older = merged.get(notice.id);
    last.set(notice.id, index);
    merged.set(notice.id, older !== undefined && notice.merge ? notice.merge(older, notice.payload) : notice.payload);
  });
  return notices
    .filter((notice, index) => last.get(notice.id) === index)
    .map((notice) => ({ ...notice, payload: merged.get(notice.id)! }));
}

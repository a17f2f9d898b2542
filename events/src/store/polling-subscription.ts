import type { Checkpoint, RecordedEvent } from './envelope.js';
import { compareCheckpoints } from './envelope.js';
import type { SubscribeOptions, Subscription } from './event-store.js';
import { CutShortWaits } from '../runtime/cut-short-waits.js';

export interface ReadBatch {
  readonly events: readonly RecordedEvent[];
  readonly checkpoint: Checkpoint;
  /** Events exist that the reader cannot see yet because a transaction is still open: look again soon. */
  readonly pending?: boolean;
}

export interface PollingSubscriptionOptions extends SubscribeOptions {
  readonly read: (after: Checkpoint, limit: number) => Promise<ReadBatch>;
  readonly pollIntervalMs: number;
  readonly onStopped: () => void;
  /** Told about a failed read; the subscription keeps retrying with back-off. */
  readonly onReadError?: (error: unknown) => void;
}

/** While events are hidden by an open transaction, look again at most this long after the last look. */
const MAX_PENDING_DELAY_MS = 100;

interface CatchUpWaiter {
  /** Only a read that started after the waiter registered can satisfy it. */
  readonly afterRead: number;
  readonly resolve: () => void;
}

/**
 * A catch-up subscription: reads batches after its checkpoint, hands each to `onBatch`, then sleeps until woken by a
 * notification or the poll interval. Adapter independent; the adapter supplies `read` and calls `wake()`.
 */
export class PollingSubscription implements Subscription {
  private stopped = false;
  private woken = false;
  private wakeSleeper: (() => void) | null = null;
  private readsStarted = 0;
  private waiters: CatchUpWaiter[] = [];
  private loop: Promise<void> | null = null;
  /** The `gather` pauses under way: stop() does not wait for one. */
  private readonly pauses = new CutShortWaits();
  /** The event types this subscription reads; null for every type. */
  private readonly wanted: ReadonlySet<string> | null;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.wanted = options.types ? new Set(options.types) : null;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /**
   * Reads again now instead of at the next poll. `types`: the event types just appended, when the adapter knows them;
   * a subscription for none of them stays asleep (it would read nothing of its own).
   */
  wake(types: readonly string[] | null = null): void {
    const wanted = this.wanted;
    if (types && wanted && !types.some((type) => wanted.has(type))) return;
    this.woken = true;
    this.wakeSleeper?.();
  }

  caughtUp(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push({ afterRead: this.readsStarted, resolve });
      this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.pauses.endAll();
    this.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 1000;
    let after = this.options.after;
    let pendingDelay = 2;
    let errorDelay = 50;
    try {
      while (!this.stopped) {
        this.woken = false;
        const readNumber = ++this.readsStarted;
        let batch: ReadBatch;
        try {
          batch = await this.options.read(after, batchSize);
          errorDelay = 50;
        } catch (error) {
          this.options.onReadError?.(error);
          await this.sleep(errorDelay);
          errorDelay = Math.min(errorDelay * 2, 5000);
          continue;
        }
        if (this.stopped) break;
        const moved = compareCheckpoints(batch.checkpoint, after) > 0;
        if (batch.events.length > 0 || moved) {
          // A throwing handler stops the subscription: the caller decides what a failed batch means.
          await this.options.onBatch(batch.events, batch.checkpoint);
          after = batch.checkpoint;
        }
        if (batch.events.length > 0) pendingDelay = 2;
        const full = batch.events.length >= batchSize;
        if (!full && !batch.pending) this.releaseWaiters(readNumber);
        const gather = this.options.gather;
        if (!full && gather && batch.events.length >= gather.events) await this.pause(gather.ms);
        if (full || this.woken) continue;
        if (batch.pending) {
          // An open transaction hides events that are (or will soon be) committed; look again shortly.
          await this.sleep(pendingDelay);
          pendingDelay = Math.min(pendingDelay * 2, MAX_PENDING_DELAY_MS, this.options.pollIntervalMs);
        } else {
          pendingDelay = 2;
          await this.sleep(this.options.pollIntervalMs);
        }
      }
    } catch (error) {
      this.stopped = true;
      this.options.onError?.(error);
    } finally {
      this.stopped = true;
      this.releaseWaiters(Number.POSITIVE_INFINITY);
      this.options.onStopped();
    }
  }

  private releaseWaiters(readNumber: number): void {
    const ready = this.waiters.filter((w) => readNumber > w.afterRead);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((w) => readNumber <= w.afterRead);
    ready.forEach((w) => w.resolve());
  }

  /** Waits `ms` whatever is appended meanwhile; only stop() ends it early. */
  private pause(ms: number): Promise<void> {
    return this.stopped ? Promise.resolve() : this.pauses.wait(ms);
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = null;
        done();
      };
    });
  }
}

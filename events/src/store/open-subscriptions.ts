import type { ReadAllOptions, SubscribeOptions, Subscription } from './event-store.js';
import { PollingSubscription } from './polling-subscription.js';
import type { ReadBatch } from './polling-subscription.js';

/**
 * The subscriptions an adapter has open: each reads the log through the adapter, is woken when the adapter hears of
 * an append, and leaves the set when it stops; closing the store stops the rest.
 */
export class OpenSubscriptions {
  private readonly open = new Set<PollingSubscription>();

  /** @param pollIntervalMs Backstop for a missed notification: each subscription reads at least this often. */
  constructor(private readonly pollIntervalMs: number) {}

  /** A started subscription reading with `readAll` (only the subscription's types, when it names them). */
  start(options: SubscribeOptions, readAll: (options: ReadAllOptions) => Promise<ReadBatch>): Subscription {
    const subscription = new PollingSubscription({
      ...options,
      read: (after, limit) => readAll({ after, limit, ...(options.types ? { types: options.types } : {}) }),
      pollIntervalMs: this.pollIntervalMs,
      onStopped: () => this.open.delete(subscription),
    });
    this.open.add(subscription);
    subscription.start();
    return subscription;
  }

  /** Reads again now: `types` were just appended (null when the adapter does not know which). */
  wake(types: readonly string[] | null = null): void {
    this.open.forEach((s) => s.wake(types));
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.open].map((s) => s.stop()));
  }
}

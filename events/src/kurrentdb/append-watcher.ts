import type { AllStreamSubscription, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { END, excludeSystemEvents } from '@kurrent/kurrentdb-client';

/**
 * KurrentDB's counterpart of the PostgreSQL adapter's LISTEN connection: one live subscription to the end of $all whose
 * only job is to wake the polling subscriptions when something is appended, so they read at once instead of at the
 * next poll. The events themselves are still read by the subscriptions (PollingSubscription over readAll), which keeps
 * one delivery path with its batching, ordering and caughtUp() semantics. If the live subscription drops, it comes
 * back with back-off; meanwhile subscriptions keep polling, so nothing is lost, only later.
 */
export class AppendWatcher {
  private subscription: AllStreamSubscription | null = null;
  private running = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 100;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly onAppend: () => void,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.subscribe();
  }

  private subscribe(): void {
    if (!this.running) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('confirmation', () => {
      this.retryDelayMs = 100;
      // Something may have been appended while no subscription was live.
      this.onAppend();
    });
    subscription.on('data', () => this.onAppend());
    subscription.on('error', () => this.resubscribe(subscription));
    subscription.on('end', () => this.resubscribe(subscription));
  }

  private resubscribe(subscription: AllStreamSubscription): void {
    if (this.subscription !== subscription) return;
    this.subscription = null;
    subscription.unsubscribe().catch(() => undefined);
    if (!this.running || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.subscribe();
    }, this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 5000);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.unsubscribe().catch(() => undefined);
  }
}

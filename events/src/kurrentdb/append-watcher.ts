import type { AllStreamSubscription, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { END, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { Reconnecting } from '../runtime/reconnecting.js';

/**
 * KurrentDB's counterpart of the PostgreSQL adapter's LISTEN connection: one live subscription to the end of $all whose
 * only job is to wake the polling subscriptions when something is appended, so they read at once instead of at the
 * next poll. The events themselves are still read by the subscriptions (PollingSubscription over readAll), which keeps
 * one delivery path with its batching, ordering and caughtUp() semantics. If the live subscription drops, it comes
 * back with back-off; meanwhile subscriptions keep polling, so nothing is lost, only later.
 */
export class AppendWatcher {
  private readonly subscription: Reconnecting<AllStreamSubscription>;

  constructor(client: KurrentDBClient, onAppend: () => void) {
    this.subscription = new Reconnecting({
      open: ({ ready, dropped }) => {
        const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        subscription.on('confirmation', () => {
          ready();
          // Something may have been appended while no subscription was live.
          onAppend();
        });
        subscription.on('data', () => onAppend());
        subscription.on('error', dropped);
        subscription.on('end', dropped);
        return subscription;
      },
      close: (subscription) => subscription.unsubscribe(),
    });
  }

  start(): void {
    this.subscription.start();
  }

  stop(): Promise<void> {
    return this.subscription.stop();
  }
}

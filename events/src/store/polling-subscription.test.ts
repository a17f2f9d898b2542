import { afterEach, describe, expect, it } from 'vitest';
import { LOG_START } from './envelope.js';
import { PollingSubscription } from './polling-subscription.js';

/** Lets the subscription's loop run until it sleeps again (its reads here answer at once). */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('PollingSubscription woken by an append', () => {
  const running: PollingSubscription[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });

  /** A subscription over an empty log that never polls on its own during the test; counts its reads. */
  const subscription = (types?: readonly string[]) => {
    const counter = { reads: 0 };
    const s = new PollingSubscription({
      after: LOG_START,
      ...(types ? { types } : {}),
      onBatch: async () => undefined,
      read: async (after) => {
        counter.reads++;
        return { events: [], checkpoint: after };
      },
      pollIntervalMs: 3_600_000,
      onStopped: () => undefined,
    });
    running.push(s);
    s.start();
    return { s, counter };
  };

  it('stays asleep when the append names only types it does not read', async () => {
    const { s, counter } = subscription(['MemberCheckedIn']);
    await settle();
    expect(counter.reads).toBe(1);
    s.wake(['PaymentRecorded', 'InvoiceIssued']);
    await settle();
    expect(counter.reads).toBe(1);
    // The same wait is long enough to see a read: one of its types wakes it.
    s.wake(['PaymentRecorded', 'MemberCheckedIn']);
    await settle();
    expect(counter.reads).toBe(2);
  });

  it('reads when the append does not say its types, and an untyped subscription reads on every append', async () => {
    const typed = subscription(['MemberCheckedIn']);
    const everything = subscription();
    await settle();
    typed.s.wake(null);
    everything.s.wake(['PaymentRecorded']);
    await settle();
    expect(typed.counter.reads).toBe(2);
    expect(everything.counter.reads).toBe(2);
  });
});

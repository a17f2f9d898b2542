import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from './envelope.js';
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

describe('PollingSubscription gathering a busy log', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Reads hand out the given batch sizes in turn (then nothing); counts the reads. */
  const subscription = (sizes: number[]) => {
    const counter = { reads: 0 };
    const s = new PollingSubscription({
      after: LOG_START,
      gather: { events: 4, ms: 10 },
      onBatch: async () => undefined,
      read: async (after) => {
        const size = sizes[counter.reads++] ?? 0;
        const events = Array.from({ length: size }, () => ({}) as RecordedEvent);
        return { events, checkpoint: { commit: after.commit, position: after.position + size } };
      },
      pollIntervalMs: 3_600_000,
      onStopped: () => undefined,
    });
    s.start();
    return { s, counter };
  };

  it('waits the gathering time before reading again after a batch of the busy size', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { s, counter } = subscription([4, 0]);
    await settle();
    expect(counter.reads).toBe(1);
    s.wake();
    await settle();
    expect(counter.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(10);
    await settle();
    expect(counter.reads).toBe(2);
    await s.stop();
  });

  it('reads again at once after a smaller batch, and stop() ends a gathering wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { s, counter } = subscription([3, 4]);
    await settle();
    s.wake();
    await settle();
    expect(counter.reads).toBe(2);
    // The second batch (4 events) started a wait that only the clock or stop() ends.
    await s.stop();
    expect(counter.reads).toBe(2);
  });
});

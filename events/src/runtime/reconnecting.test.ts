import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reconnecting } from './reconnecting.js';

/** A fake connection kind: records what was opened and closed, and lets the test say when one works or drops. */
function fakeKind() {
  const opened: { ready(): void; dropped(): void; id: number }[] = [];
  const closed: number[] = [];
  return {
    opened,
    closed,
    kind: {
      open: (signals: { ready(): void; dropped(): void }) => {
        const connection = { ...signals, id: opened.length + 1 };
        opened.push(connection);
        return connection;
      },
      close: async (connection: { id: number }) => {
        closed.push(connection.id);
      },
    },
  };
}

describe('a reconnecting connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one at start, once however often it is started', () => {
    const fake = fakeKind();
    const connection = new Reconnecting(fake.kind);
    connection.start();
    connection.start();
    expect(fake.opened.map((c) => c.id)).toEqual([1]);
  });

  it('closes a dropped one and opens another after a back-off that doubles, and starts again from 100 ms once one works', () => {
    const fake = fakeKind();
    new Reconnecting(fake.kind).start();
    fake.opened[0]!.dropped();
    // A second signal of the same drop (error, then end) is one drop.
    fake.opened[0]!.dropped();
    expect(fake.closed).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(fake.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fake.opened).toHaveLength(2);
    fake.opened[1]!.dropped();
    vi.advanceTimersByTime(199);
    expect(fake.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(fake.opened).toHaveLength(3);
    fake.opened[2]!.ready();
    fake.opened[2]!.dropped();
    vi.advanceTimersByTime(100);
    expect(fake.opened).toHaveLength(4);
  });

  it('waits at most 5 s between tries', () => {
    const fake = fakeKind();
    new Reconnecting(fake.kind).start();
    for (let tries = 1; tries <= 8; tries++) {
      fake.opened.at(-1)!.dropped();
      vi.advanceTimersByTime(5000);
      expect(fake.opened).toHaveLength(tries + 1);
    }
  });

  it('closes the live one at stop, and opens no other after a drop or a pending retry', async () => {
    const fake = fakeKind();
    const connection = new Reconnecting(fake.kind);
    connection.start();
    fake.opened[0]!.dropped();
    await connection.stop();
    vi.advanceTimersByTime(10_000);
    expect(fake.opened).toHaveLength(1);

    const other = fakeKind();
    const live = new Reconnecting(other.kind);
    live.start();
    await live.stop();
    expect(other.closed).toEqual([1]);
    other.opened[0]!.dropped();
    vi.advanceTimersByTime(10_000);
    expect(other.opened).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ConnectionStatus, RECONNECTING_GRACE_MS } from './connection-state';
import type { ConnectionState } from './connection-state';

/** Timers the test moves by hand. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimeout: (run: () => void, ms: number) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => void due.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
  };
}

function setup() {
  const seen: ConnectionState[] = [];
  const timers = manualTimers();
  const status = new ConnectionStatus((state) => seen.push(state), timers);
  return { status, seen, timers };
}

describe('the realtime connection as the header shows it (issue 10, item 13)', () => {
  it('says "connecting", never "reconnecting", during the first connect, even when it retries', () => {
    const { status, seen, timers } = setup();
    status.starting();
    status.retrying();
    timers.advance(RECONNECTING_GRACE_MS * 5);
    status.connected();
    expect(seen).toEqual(['connecting', 'connected']);
  });

  it('keeps "connected" through a loss shorter than the grace period', () => {
    const { status, seen, timers } = setup();
    status.starting();
    status.connected();
    status.retrying();
    timers.advance(RECONNECTING_GRACE_MS - 1);
    status.connected();
    timers.advance(RECONNECTING_GRACE_MS * 2);
    expect(seen).toEqual(['connecting', 'connected']);
    expect(status.state).toBe('connected');
  });

  it('says "reconnecting" once a loss lasts the grace period, and "connected" when it is back', () => {
    const { status, seen, timers } = setup();
    status.starting();
    status.connected();
    status.retrying();
    status.retrying();
    timers.advance(RECONNECTING_GRACE_MS);
    expect(status.state).toBe('reconnecting');
    status.connected();
    expect(seen).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('goes offline at once when closed on purpose, and a pending "reconnecting" does not follow', () => {
    const { status, seen, timers } = setup();
    status.starting();
    status.connected();
    status.retrying();
    status.stopped();
    timers.advance(RECONNECTING_GRACE_MS * 2);
    expect(seen).toEqual(['connecting', 'connected', 'offline']);
  });

  it('treats a new socket after logout as a first connect again', () => {
    const { status, seen, timers } = setup();
    status.starting();
    status.connected();
    status.stopped();
    status.starting();
    status.retrying();
    timers.advance(RECONNECTING_GRACE_MS * 2);
    expect(seen).toEqual(['connecting', 'connected', 'offline', 'connecting']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepChanges } from './change-emitter.js';
import type { ChangeNotice } from './change-emitter.js';

describe("a step's change notices", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function collecting() {
    const sent: ChangeNotice[] = [];
    return { sent, emitter: { emit: (notice: ChangeNotice) => sent.push(notice) } };
  }

  it('go out as one when the step ends: every topic once, at the furthest position', () => {
    const { sent, emitter } = collecting();
    const step = new StepChanges(emitter);
    step.add({ topics: ['check-ins'], position: 7 });
    step.add({ topics: ['members'], position: 9 });
    step.add({ topics: ['dashboard', 'members'], position: 8 });
    expect(sent).toEqual([]);
    step.flush();
    expect(sent).toEqual([{ topics: ['check-ins', 'members', 'dashboard'], position: 9 }]);
    // Nothing more to say.
    step.flush();
    expect(sent).toHaveLength(1);
  });

  it('say nothing for a step that changed no tables', () => {
    const { sent, emitter } = collecting();
    new StepChanges(emitter).flush();
    expect(sent).toEqual([]);
  });

  it('do not wait longer than the hold for a projector still at work: the rest follows at the end', () => {
    vi.useFakeTimers();
    const { sent, emitter } = collecting();
    const step = new StepChanges(emitter, 1000);
    step.add({ topics: ['check-ins'], position: 7 });
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ topics: ['check-ins'], position: 7 }]);
    step.add({ topics: ['dashboard'], position: 7 });
    step.flush();
    expect(sent).toEqual([
      { topics: ['check-ins'], position: 7 },
      { topics: ['dashboard'], position: 7 },
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

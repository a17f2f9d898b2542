import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import type { ClassEvent } from './class-events.js';
import { classUpcasters } from './class-events.js';
import { classesDecider } from './class-decider.js';
import { rulesDecider, sessionOn, timetableDecider } from './timetable-decider.js';
import type { SessionData } from './timetable-decider.js';
import { instantOf, isoWeekday, parseOccurrenceId } from './class-time.js';

const session: SessionData = {
  sessionId: 's1',
  classId: 'yoga',
  weekday: 4,
  startTime: '18:00',
  durationMinutes: 60,
  capacity: 20,
  instructor: null,
  room: 'Studio 1',
  gender: 'mixed',
  validFrom: '2026-12-01',
  validUntil: null,
};

describe('timetable decider', () => {
  const spec = deciderSpec(timetableDecider);

  it('schedules a weekly session of a class that exists, once', () => {
    spec
      .given([])
      .when({ type: 'ScheduleSession', session, classExists: true })
      .then([{ type: 'ClassSessionScheduled', data: session }]);
    spec
      .given([{ type: 'ClassSessionScheduled', data: session }])
      .when({ type: 'ScheduleSession', session, classExists: true })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'ScheduleSession', session, classExists: false })
      .thenRefused(404, 'Class not found', 'class.not_found');
  });

  // The session runs from Tuesday 1 December 2026; the change is asked on Monday 7 December.
  const change = (
    changed: SessionData,
    overrides: Partial<{ effectiveFrom: string; today: string; startedToday: boolean }> = {},
  ) =>
    ({
      type: 'ChangeSession',
      session: changed,
      classExists: true,
      effectiveFrom: '2026-12-07',
      today: '2026-12-07',
      startedToday: false,
      ...overrides,
    }) as const;
  const scheduled = { type: 'ClassSessionScheduled', data: session } as const;

  it('changes a session from today by default, refusing one never scheduled', () => {
    const later = { ...session, startTime: '19:00' };
    spec
      .given([scheduled])
      .when(change(later))
      .then([{ type: 'ClassSessionChanged', data: { ...later, effectiveFrom: '2026-12-07' } }]);
    spec.given([]).when(change(later)).thenRefused(404, 'Class session not found', 'class_session.not_found');
  });

  it("applies a change from tomorrow when today's class has started; never from a past day", () => {
    const later = { ...session, startTime: '19:00' };
    spec
      .given([scheduled])
      .when(change(later, { startedToday: true }))
      .then([{ type: 'ClassSessionChanged', data: { ...later, effectiveFrom: '2026-12-08' } }]);
    spec
      .given([scheduled])
      .when(change(later, { effectiveFrom: '2026-12-21' }))
      .then([{ type: 'ClassSessionChanged', data: { ...later, effectiveFrom: '2026-12-21' } }]);
    spec
      .given([scheduled])
      .when(change(later, { effectiveFrom: '2026-12-06' }))
      .thenRefused(400, /from today or a later day/, 'class_session.effective_past');
  });

  it('records nothing when the session is already so from that day on', () => {
    spec.given([scheduled]).when(change(session)).thenNothing();
    // Back to the first values after a change planned from the 21st: recorded, the planned version is replaced.
    const later = { ...session, startTime: '19:00' };
    spec
      .given([scheduled, { type: 'ClassSessionChanged', data: { ...later, effectiveFrom: '2026-12-21' } }])
      .when(change(session))
      .then([{ type: 'ClassSessionChanged', data: { ...session, effectiveFrom: '2026-12-07' } }]);
  });

  it('keeps each version for its days: earlier occurrences keep their instructor, time and capacity', () => {
    const coach = { kind: 'staff' as const, id: 'e1', name: 'Aisha' };
    const changed = { ...session, startTime: '19:30', capacity: 12, instructor: coach };
    const state = [
      scheduled,
      { type: 'ClassSessionChanged' as const, data: { ...changed, effectiveFrom: '2026-12-10' } },
    ].reduce(timetableDecider.evolve, timetableDecider.initialState());
    expect(sessionOn(state, 's1', '2026-12-03')).toEqual(session);
    expect(sessionOn(state, 's1', '2026-12-10')).toEqual(changed);
    expect(sessionOn(state, 's1', '2026-12-31')).toEqual(changed);
    // Ending the series ends every version.
    const ended = timetableDecider.evolve(state, {
      type: 'ClassSessionEnded',
      data: { sessionId: 's1', validUntil: '2026-12-20' },
    });
    expect(sessionOn(ended, 's1', '2026-12-03')?.validUntil).toBe('2026-12-20');
  });

  it('reads an old ClassSessionChanged (before versions) as applying from the series first day', () => {
    const upcast = classUpcasters.find((u) => u.type === 'ClassSessionChanged' && u.fromVersion === 1)!;
    expect(upcast.upcast({ ...session })).toEqual({ ...session, effectiveFrom: '2026-12-01' });
  });

  it('ends a series', () => {
    spec
      .given([{ type: 'ClassSessionScheduled', data: session }])
      .when({ type: 'EndSession', sessionId: 's1', validUntil: '2026-12-20' })
      .then([{ type: 'ClassSessionEnded', data: { sessionId: 's1', validUntil: '2026-12-20' } }]);
  });

  it('adds and removes closures; a closure ends on or after its start', () => {
    const closure = { closureId: 'c1', from: '2026-12-18', to: '2026-12-18', reason: 'National Day' };
    spec
      .given([])
      .when({ type: 'AddClosure', closure })
      .then([{ type: 'ClassClosureAdded', data: closure }]);
    spec
      .given([])
      .when({ type: 'AddClosure', closure: { ...closure, to: '2026-12-17' } })
      .thenRefused(400, /on or after/, 'class_session.closure_order');
    spec
      .given([{ type: 'ClassClosureAdded', data: closure }])
      .when({ type: 'RemoveClosure', closureId: 'c1' })
      .then([{ type: 'ClassClosureRemoved', data: { closureId: 'c1' } }]);
    spec
      .given([])
      .when({ type: 'RemoveClosure', closureId: 'c1' })
      .thenRefused(404, 'Closure not found', 'class_session.closure_not_found');
  });

  it('sets the booking rules only when they change', () => {
    const rules = { opensDaysBefore: 3, closesMinutesBefore: 30, cancelDeadlineMinutes: 60, waitlistCap: 5 };
    deciderSpec(rulesDecider)
      .given([])
      .when({ type: 'SetRules', rules })
      .then([{ type: 'ClassBookingRulesSet', data: rules }]);
    deciderSpec(rulesDecider)
      .given([{ type: 'ClassBookingRulesSet', data: rules }])
      .when({ type: 'SetRules', rules })
      .thenNothing();
  });
});

describe('classes decider', () => {
  const spec = deciderSpec(classesDecider);
  const info = { name: 'Yoga', colour: '#16a34a', description: 'Slow flow', defaultCapacity: 15 };
  const added: ClassEvent = { type: 'ClassAdded', data: { classId: 'c1', ...info } };

  it('adds a class with its colour, description and default capacity; names unique whatever their case', () => {
    spec
      .given([])
      .when({ type: 'AddClass', classId: 'c1', ...info })
      .then([added]);
    spec
      .given([added])
      .when({ type: 'AddClass', classId: 'c2', ...info, name: 'YOGA' })
      .thenRefused(409, 'A class named "YOGA" already exists.', 'class.name_taken');
  });

  it('changes a class, and keeps its own name', () => {
    spec
      .given([added])
      .when({ type: 'ChangeClass', classId: 'c1', ...info, colour: '#dc2626' })
      .then([{ type: 'ClassChanged', data: { classId: 'c1', ...info, colour: '#dc2626' } }]);
    spec
      .given([added])
      .when({ type: 'ChangeClass', classId: 'c1', ...info })
      .thenNothing();
  });

  it('refuses to remove a class weekly sessions still use', () => {
    spec
      .given([added])
      .when({ type: 'RemoveClass', classId: 'c1', sessionsUsing: 2 })
      .thenRefused(409, /still use this class/, 'class.in_use');
    spec
      .given([added])
      .when({ type: 'RemoveClass', classId: 'c1', sessionsUsing: 0 })
      .then([{ type: 'ClassRemoved', data: { classId: 'c1' } }]);
    spec
      .given([])
      .when({ type: 'RemoveClass', classId: 'c1', sessionsUsing: 0 })
      .thenRefused(404, 'Class not found', 'class.not_found');
  });

  it('reads an old ClassAdded (a name only) with the default colour, description and capacity', () => {
    const upcast = classUpcasters.find((u) => u.type === 'ClassAdded' && u.fromVersion === 1)!;
    expect(upcast.upcast({ classId: 'c1', name: 'Yoga' })).toEqual({
      classId: 'c1',
      name: 'Yoga',
      colour: '#2563eb',
      description: '',
      defaultCapacity: 20,
    });
  });
});

describe('timetable times', () => {
  it("places a wall-clock time of the gym's day at its instant", () => {
    expect(instantOf('2026-12-10', '18:00', 'Asia/Qatar').toISOString()).toBe('2026-12-10T15:00:00.000Z');
    expect(instantOf('2026-03-29', '09:30', 'Europe/London').toISOString()).toBe('2026-03-29T08:30:00.000Z');
    expect(instantOf('2026-01-15', '00:10', 'Europe/London').toISOString()).toBe('2026-01-15T00:10:00.000Z');
  });

  it('names weekdays the ISO way and reads occurrence ids', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-13')).toBe(7);
    expect(parseOccurrenceId('abc-1.2026-12-10')).toEqual({ sessionId: 'abc-1', day: '2026-12-10' });
    expect(parseOccurrenceId('abc.2026-02-30')).toBeNull();
    expect(parseOccurrenceId('nonsense')).toBeNull();
  });
});

import { callOk } from './api-client.js';
import type { Session } from './api-client.js';

/** A class as the timetable's tests make one unless they say otherwise: Spinning, 20 places. */
export const sampleClass = { name: 'Spinning', colour: '#dc2626', description: '', defaultCapacity: 20 };

/** The booking rules most class tests run under: bookable a week ahead, closed an hour before, 30 on the waitlist. */
export const sampleClassRules = {
  opensDaysBefore: 7,
  closesMinutesBefore: 60,
  cancelDeadlineMinutes: 120,
  waitlistCap: 30,
};

/**
 * A weekly session's slot (`POST /api/class-sessions` without the class): 45 minutes, no instructor, running from
 * Sunday 1 November 2026 unless given. Room, gender and capacity are sent only when given, so the server's defaults
 * stay under test where a test leaves them out.
 */
export interface WeeklySlot {
  weekday: number;
  startTime: string;
  durationMinutes?: number;
  instructor?: { kind: string; id: string } | null;
  validFrom?: string;
  room?: string;
  gender?: string;
  capacity?: number;
}

/** A new class (the sample with `overrides`): its id. */
export async function createClass(baseUrl: string, session: Session, overrides: Partial<typeof sampleClass> = {}) {
  const { id } = await callOk<{ id: string }>(baseUrl, 'POST', '/api/classes', {
    session,
    body: { ...sampleClass, ...overrides },
  });
  return id;
}

/** A new weekly session of the class in `slot`: its id (an occurrence's id is `${sessionId}.${day}`). */
export async function createWeeklySession(baseUrl: string, session: Session, classId: string, slot: WeeklySlot) {
  const { id } = await callOk<{ id: string }>(baseUrl, 'POST', '/api/class-sessions', {
    session,
    body: { classId, durationMinutes: 45, instructor: null, validFrom: '2026-11-01', ...slot },
  });
  return id;
}

/** A new class (the sample with `overrides`) with one weekly session in `slot`: both ids. */
export async function createClassWithSession(
  baseUrl: string,
  session: Session,
  slot: WeeklySlot,
  overrides: Partial<typeof sampleClass> = {},
) {
  const classId = await createClass(baseUrl, session, overrides);
  return { classId, sessionId: await createWeeklySession(baseUrl, session, classId, slot) };
}

/** Sets the gym's class booking rules (the sample with `overrides`). */
export async function setClassRules(
  baseUrl: string,
  session: Session,
  overrides: Partial<typeof sampleClassRules> = {},
) {
  await callOk(baseUrl, 'PUT', '/api/class-rules', { session, body: { ...sampleClassRules, ...overrides } });
}

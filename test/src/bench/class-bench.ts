import { randomUUID } from 'node:crypto';
import { addDays } from '@gym/events/calendar/local-date';
import { percentiles } from './percentiles.js';
import { listenForPushes } from './push-listener.js';

/*
 * The classes' figures (issue 47; DESIGN section 8): a booking's p95 at 100,000 members with 300 weekly sessions on the
 * timetable, and the class check-in's push: from POST /api/check-ins naming an occurrence to the `timetable` topic's
 * `changed` notice at a socket client.
 */

/** The timetable of a busy gym: 300 weekly sessions (about 43 a day, every 20 minutes from 06:00) of 10 classes. */
export const WEEKLY_SESSIONS = 300;
const CLASS_NAMES = ['Spinning', 'Yoga', 'Pilates', 'HIIT', 'Boxing', 'Zumba', 'CrossFit', 'Aqua', 'Core', 'Stretch'];

interface Occurrence {
  occurrenceId: string;
  startsAt: string;
  status: string;
  capacity: number;
  booked: number;
}

async function api<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Puts 300 weekly sessions on the timetable through the API (the manager's token: canManageSettings), unless it has
 * them already (a reused database), and booking rules that let the bench book any occurrence of the coming week.
 */
export async function setUpTimetable(baseUrl: string, managerToken: string): Promise<{ sessions: number }> {
  const call = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, managerToken, method, path, body);
  const rules = await call('PUT', '/api/class-rules', {
    opensDaysBefore: 7,
    closesMinutesBefore: 0,
    cancelDeadlineMinutes: 120,
    waitlistCap: 10,
  });
  if (rules.status !== 200) throw new Error(`class rules: ${rules.status} ${JSON.stringify(rules.body)}`);
  const existing = (await call<unknown[]>('GET', '/api/class-sessions')).body;
  if (existing.length >= WEEKLY_SESSIONS) return { sessions: existing.length };
  const classIds: string[] = [];
  for (const name of CLASS_NAMES) {
    const added = await call<{ id: string }>('POST', '/api/classes', {
      name: `${name} ${randomUUID().slice(0, 4)}`,
      colour: '#2563eb',
      description: '',
      defaultCapacity: 20,
    });
    if (added.status !== 201) throw new Error(`class: ${added.status} ${JSON.stringify(added.body)}`);
    classIds.push(added.body.id);
  }
  for (let i = existing.length; i < WEEKLY_SESSIONS; i++) {
    const minutes = 6 * 60 + Math.floor(i / 7) * 20;
    const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const added = await call('POST', '/api/class-sessions', {
      classId: classIds[i % classIds.length],
      weekday: (i % 7) + 1,
      startTime,
      durationMinutes: 45,
      capacity: 20,
      instructor: null,
      room: `Studio ${(i % 6) + 1}`,
      gender: 'mixed',
    });
    if (added.status !== 201) throw new Error(`session: ${added.status} ${JSON.stringify(added.body)}`);
  }
  return { sessions: WEEKLY_SESSIONS };
}

/** The occurrences of the coming days not started yet (a minute's margin), soonest first. */
async function upcoming(baseUrl: string, token: string, today: string, days: number): Promise<Occurrence[]> {
  const { status, body } = await api<Occurrence[]>(
    baseUrl,
    token,
    'GET',
    `/api/timetable?from=${today}&to=${addDays(today, days - 1)}`,
  );
  if (status !== 200) throw new Error(`timetable: ${status}`);
  const soon = Date.now() + 60_000;
  return body.filter((o) => o.status === 'scheduled' && Date.parse(o.startsAt) > soon);
}

/**
 * A booking at the desk: `rounds` bookings one at a time, each of a different member, spread over the coming week's
 * occurrences (each gets about the same number), timed from sending POST /api/timetable/:id/bookings to its 201.
 */
export async function measureBooking(
  baseUrl: string,
  token: string,
  today: string,
  memberIds: readonly string[],
  rounds: number,
) {
  const occurrences = await upcoming(baseUrl, token, today, 7);
  if (occurrences.length === 0) throw new Error('no occurrence left to book this week');
  const samples: number[] = [];
  const refused = new Map<string, number>();
  let waitlisted = 0;
  for (let i = 0; i < Math.min(rounds, memberIds.length); i++) {
    // Stride through the week so that consecutive bookings land on different occurrences and days.
    const occurrence = occurrences[(i * 37) % occurrences.length]!;
    const started = performance.now();
    const answer = await api<{ status?: string; code?: string }>(
      baseUrl,
      token,
      'POST',
      `/api/timetable/${occurrence.occurrenceId}/bookings`,
      { memberId: memberIds[i] },
    );
    if (answer.status !== 201) {
      const code = answer.body.code ?? String(answer.status);
      refused.set(code, (refused.get(code) ?? 0) + 1);
      continue;
    }
    samples.push(performance.now() - started);
    if (answer.body.status === 'waitlisted') waitlisted++;
  }
  return {
    ...percentiles(samples),
    count: samples.length,
    waitlisted,
    occurrences: occurrences.length,
    refused: Object.fromEntries(refused),
  };
}

/**
 * The class check-in's push: each member is booked into one of today's (or tomorrow's) occurrences first, untimed;
 * then checked in with POST /api/check-ins naming the occurrence, timed until a socket client has the `changed` notice
 * of the `timetable` topic naming the check-in's position (as the check-in push figure times the `check-ins` topic).
 * A server whose check-in does not take an occurrence (no `classCheckIn` in its answer) is measured on the booking's
 * push instead, and the answer says which (`path`).
 */
export async function measureClassPush(
  baseUrl: string,
  token: string,
  today: string,
  memberIds: readonly string[],
  rounds: number,
) {
  const occurrences = await upcoming(baseUrl, token, today, 2);
  if (occurrences.length === 0) throw new Error('no occurrence left today or tomorrow');
  const pushes = await listenForPushes(baseUrl, token, 'timetable');
  const samples: number[] = [];
  const refused = new Map<string, number>();
  let path: 'class check-in' | 'booking' = 'class check-in';
  let missed = 0;
  try {
    for (let i = 0; i < Math.min(rounds, memberIds.length); i++) {
      const memberId = memberIds[i]!;
      const occurrence = occurrences[(i * 7) % occurrences.length]!;
      const bookingPath = `/api/timetable/${occurrence.occurrenceId}/bookings`;
      let started = performance.now();
      const booking = await api<{ position: number; code?: string }>(baseUrl, token, 'POST', bookingPath, {
        memberId,
      });
      if (booking.status !== 201) {
        const code = `booking ${booking.body.code ?? booking.status}`;
        refused.set(code, (refused.get(code) ?? 0) + 1);
        continue;
      }
      let position = booking.body.position;
      if (path === 'class check-in') {
        // Let the booking's own notice pass first: the timed notice is the check-in's.
        await pushes.pushed(position);
        started = performance.now();
        const checkIn = await api<{ position: number; code?: string; classCheckIn?: unknown }>(
          baseUrl,
          token,
          'POST',
          '/api/check-ins',
          { memberId, occurrenceId: occurrence.occurrenceId },
        );
        if (checkIn.status !== 201) {
          const code = `check-in ${checkIn.body.code ?? checkIn.status}`;
          refused.set(code, (refused.get(code) ?? 0) + 1);
          continue;
        }
        if (!checkIn.body.classCheckIn) {
          // This server's check-in ignores the occurrence: time the bookings' push from here on.
          path = 'booking';
          continue;
        }
        position = checkIn.body.position;
      }
      // A push later than 5 s counts as missed (the figure fails) rather than ending the bench.
      if (await pushes.pushed(position)) samples.push(performance.now() - started);
      else if (++missed >= 10) break;
    }
  } finally {
    pushes.close();
  }
  return { ...percentiles(samples), count: samples.length, missed, path, refused: Object.fromEntries(refused) };
}

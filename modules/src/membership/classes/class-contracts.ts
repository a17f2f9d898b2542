import { z } from 'zod';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { singleLine } from '@gym/kernel/contracts/text';

/*
 * The classes area's HTTP contract (issue 47; /work/briefs/classes-api.md): the UI builds against these shapes.
 */

/** The palette the UI offers: 8 colours readable with white text. */
export const CLASS_COLOURS = [
  '#2563eb',
  '#16a34a',
  '#dc2626',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#db2777',
  '#4b5563',
] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time HH:MM');
const capacity = z.number().int().min(1).max(500);

export const classInput = z.object({
  name: singleLine().trim().min(1, 'Class name is required').max(60),
  colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/, 'Use a colour #rrggbb')
    .default('#2563eb'),
  description: singleLine().trim().max(500).default(''),
  defaultCapacity: capacity.default(20),
});

export const classView = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  description: z.string(),
  defaultCapacity: z.number(),
});

export const instructorView = z.object({ kind: z.enum(['staff', 'trainer']), id: z.string(), name: z.string() });
export const instructorRef = z.object({ kind: z.enum(['staff', 'trainer']), id: singleLine().min(1).max(100) });
export const sessionGender = z.enum(['mixed', 'ladies', 'gents']);

export const sessionInput = z.object({
  classId: singleLine().min(1).max(100),
  weekday: z.number().int().min(1).max(7),
  startTime: hhmm,
  durationMinutes: z.number().int().min(5).max(300),
  capacity: capacity.optional(),
  instructor: instructorRef.nullable(),
  room: singleLine().trim().max(60).default(''),
  gender: sessionGender.default('mixed'),
  validFrom: calendarDay().optional(),
});

/** A change to a weekly session: its new values, from a day on (default today; earlier occurrences keep theirs). */
export const sessionChangeInput = sessionInput.extend({ effectiveFrom: calendarDay().optional() });
export const sessionChangeAnswer = z.object({
  id: z.string(),
  position: z.number(),
  /** The first day the change applies to (tomorrow when today's class had started); null when nothing changed. */
  effectiveFrom: z.string().nullable(),
});

export const sessionView = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  colour: z.string(),
  weekday: z.number(),
  startTime: z.string(),
  durationMinutes: z.number(),
  capacity: z.number(),
  instructor: instructorView.nullable(),
  room: z.string(),
  gender: sessionGender,
  validFrom: z.string(),
  validUntil: z.string().nullable(),
});

export const closureInput = z.object({
  from: calendarDay(),
  to: calendarDay(),
  reason: singleLine().trim().min(1, 'Give a reason').max(120),
});
export const closureView = z.object({ id: z.string(), from: z.string(), to: z.string(), reason: z.string() });

export const rulesInput = z.object({
  opensDaysBefore: z.number().int().min(0).max(60),
  closesMinutesBefore: z.number().int().min(0).max(1440),
  cancelDeadlineMinutes: z.number().int().min(0).max(10080),
  waitlistCap: z.number().int().min(0).max(500),
});

export const occurrenceView = z.object({
  occurrenceId: z.string(),
  sessionId: z.string(),
  classId: z.string(),
  className: z.string(),
  colour: z.string(),
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  durationMinutes: z.number(),
  room: z.string(),
  instructor: instructorView.nullable(),
  gender: sessionGender,
  capacity: z.number(),
  booked: z.number(),
  waitlisted: z.number(),
  checkedIn: z.number(),
  noShows: z.number(),
  status: z.enum(['scheduled', 'cancelled', 'closed']),
  note: z.string(),
  changed: z.boolean(),
});

export const rosterStatus = z.enum(['booked', 'waitlisted', 'checkedIn', 'noShow', 'cancelled', 'lateCancelled']);

export const occurrenceWithRoster = occurrenceView.extend({
  roster: z.array(
    z.object({
      memberId: z.string(),
      name: z.string(),
      nameArabic: z.string().nullable(),
      phone: z.string().nullable(),
      status: rosterStatus,
      waitlistPosition: z.number().nullable(),
      at: z.string(),
    }),
  ),
});

export const timetableQuery = z.object({ from: calendarDay(), to: calendarDay() });
export const occurrenceParams = z.object({ occurrenceId: singleLine().min(1).max(160) });

export const bookingInput = z.object({ memberId: singleLine().min(1).max(100) });
export const bookingAnswer = z.object({
  id: z.string(),
  status: z.enum(['booked', 'waitlisted']),
  waitlistPosition: z.number().nullable(),
  position: z.number(),
});
export const cancelAnswer = z.object({
  id: z.string(),
  late: z.boolean(),
  promotedMemberId: z.string().nullable(),
  position: z.number(),
});

export const memberClassBookings = z.object({
  bookings: z.array(
    z.object({
      occurrenceId: z.string(),
      className: z.string(),
      colour: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      room: z.string(),
      instructorName: z.string().nullable(),
      status: rosterStatus,
      waitlistPosition: z.number().nullable(),
    }),
  ),
  credits: z
    .object({ total: z.number(), used: z.number(), booked: z.number(), left: z.number(), expiresOn: z.string() })
    .nullable(),
});

export const todayClass = z.object({
  occurrenceId: z.string(),
  startsAt: z.string(),
  className: z.string(),
  colour: z.string(),
  instructorName: z.string().nullable(),
  booked: z.number(),
  capacity: z.number(),
  checkedIn: z.number(),
  status: z.enum(['scheduled', 'cancelled', 'closed']),
});

export const cancelOccurrenceInput = z.object({ reason: singleLine().trim().min(1, 'Give a reason').max(200) });
export const moveOccurrenceInput = z.object({ startTime: hhmm, room: singleLine().trim().max(60).optional() });
export const substituteInput = z.object({ instructor: instructorRef });
export const capacityInput = z.object({ capacity });

import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf, Upcaster } from '@gym/events/catalogue/define-event';

export const CLASSES_STREAM = 'classes';
/** The weekly sessions and the closures (issue 47). */
export const TIMETABLE_STREAM = 'class-timetable';
/** The booking rules of Settings. */
export const CLASS_RULES_STREAM = 'class-rules';
/** One occurrence: its one-off changes, bookings, waitlist and attendance (one stream: never overbooked). */
export const occurrenceStream = (sessionId: string, day: string) => `class-occurrence-${sessionId}-${day}`;
/**
 * A member's class credits (issue 47, item 4): every booking of a pack member appends here with the version its
 * credit count was read at, so two bookings at once in different classes cannot both take the last credit.
 */
export const creditStream = (memberId: string) => `class-credits-${memberId}`;

/** What old ClassAdded events (before colours, descriptions and capacities) read as. */
export const CLASS_DEFAULTS = { colour: '#2563eb', description: '', defaultCapacity: 20 } as const;

const classFields = {
  classId: z.string(),
  name: z.string(),
  colour: z.string(),
  description: z.string(),
  defaultCapacity: z.number().int(),
};

export const ClassAdded = defineEvent('ClassAdded', z.object(classFields), {
  version: 2,
  description: 'A class was added to the timetable with its colour, description and default capacity.',
});
export const ClassChanged = defineEvent('ClassChanged', z.object(classFields), {
  description: "A class's name, colour, description or default capacity was changed (whole record).",
});
export const ClassRemoved = defineEvent('ClassRemoved', z.object({ classId: z.string() }), {
  description: 'A class was removed from the timetable.',
});

/** ClassAdded v1 (a name only) reads with the defaults. */
export const classUpcasters: Upcaster[] = [
  { type: 'ClassAdded', fromVersion: 1, upcast: (data) => ({ ...CLASS_DEFAULTS, ...(data as object) }) },
  // Before versions a change rewrote the whole series: it reads as applying from the series' first day.
  {
    type: 'ClassSessionChanged',
    fromVersion: 1,
    upcast: (data) => ({ ...(data as object), effectiveFrom: (data as { validFrom: string }).validFrom }),
  },
];

export const instructor = z.object({ kind: z.enum(['staff', 'trainer']), id: z.string(), name: z.string() });
export type Instructor = z.infer<typeof instructor>;
export const sessionGender = z.enum(['mixed', 'ladies', 'gents']);
export type SessionGender = z.infer<typeof sessionGender>;

const sessionFields = {
  sessionId: z.string(),
  classId: z.string(),
  weekday: z.number().int().min(1).max(7),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  instructor: instructor.nullable(),
  room: z.string(),
  gender: sessionGender,
  validFrom: z.string(),
  validUntil: z.string().nullable(),
};

export const ClassSessionScheduled = defineEvent('ClassSessionScheduled', z.object(sessionFields), {
  description: 'A weekly class session was put on the timetable (class, weekday, start, duration, capacity…).',
});
export const ClassSessionChanged = defineEvent(
  'ClassSessionChanged',
  z.object({ ...sessionFields, effectiveFrom: z.string() }),
  {
    version: 2,
    description:
      'A weekly class session was changed (whole record) from a day on; earlier occurrences keep what they were.',
  },
);
export const ClassSessionEnded = defineEvent(
  'ClassSessionEnded',
  z.object({ sessionId: z.string(), validUntil: z.string() }),
  { description: 'A weekly class session was taken off the timetable after its last day.' },
);
export const ClassClosureAdded = defineEvent(
  'ClassClosureAdded',
  z.object({ closureId: z.string(), from: z.string(), to: z.string(), reason: z.string() }),
  { description: 'The classes were closed from one day to another (a holiday): no booking inside.' },
);
export const ClassClosureRemoved = defineEvent('ClassClosureRemoved', z.object({ closureId: z.string() }), {
  description: 'A closure of the classes was withdrawn.',
});

export const bookingRules = z.object({
  opensDaysBefore: z.number().int(),
  closesMinutesBefore: z.number().int(),
  cancelDeadlineMinutes: z.number().int(),
  waitlistCap: z.number().int(),
});
export type BookingRules = z.infer<typeof bookingRules>;
export const DEFAULT_BOOKING_RULES: BookingRules = {
  opensDaysBefore: 7,
  closesMinutesBefore: 60,
  cancelDeadlineMinutes: 120,
  waitlistCap: 10,
};
export const ClassBookingRulesSet = defineEvent('ClassBookingRulesSet', bookingRules, {
  description: 'The class booking rules were set (booking window, cancellation deadline, waitlist size).',
});

const onOccurrence = { occurrenceId: z.string() };
const ofMember = { ...onOccurrence, memberId: z.string() };

export const ClassBooked = defineEvent('ClassBooked', z.object({ ...ofMember, bookingId: z.string() }), {
  description: 'A member was booked into a seat of a class occurrence.',
});
export const ClassWaitlisted = defineEvent('ClassWaitlisted', z.object({ ...ofMember, bookingId: z.string() }), {
  description: 'A member was put on the waitlist of a full class occurrence.',
});
export const ClassBookingCancelled = defineEvent(
  'ClassBookingCancelled',
  z.object({ ...ofMember, late: z.boolean(), waitlisted: z.boolean() }),
  {
    description:
      "A member's booking (or place on the waitlist) in a class occurrence was cancelled; late when after the deadline.",
  },
);
export const ClassWaitlistPromoted = defineEvent('ClassWaitlistPromoted', z.object(ofMember), {
  description: 'The first member on the waitlist of a class occurrence got a freed seat.',
});
export const ClassAttended = defineEvent(
  'ClassAttended',
  z.object({ ...ofMember, checkInId: z.string(), booked: z.boolean() }),
  { description: 'A member checked in to a class occurrence (booked before, or walked in to a free seat).' },
);
export const ClassNoShowRecorded = defineEvent('ClassNoShowRecorded', z.object(ofMember), {
  description: 'A booked member did not check in to a class occurrence that has ended.',
});
export const ClassOccurrenceCancelled = defineEvent(
  'ClassOccurrenceCancelled',
  // `seriesEnded`: cancelled because its weekly series ended before the day (absent in events before it was added).
  z.object({ ...onOccurrence, reason: z.string(), seriesEnded: z.boolean().optional() }),
  { description: 'One occurrence of a weekly class was cancelled, with the reason.' },
);
export const ClassOccurrenceMoved = defineEvent(
  'ClassOccurrenceMoved',
  z.object({ ...onOccurrence, startTime: z.string(), room: z.string() }),
  { description: 'One occurrence of a weekly class was moved to another start time or room the same day.' },
);
export const ClassOccurrenceRetimed = defineEvent(
  'ClassOccurrenceRetimed',
  z.object({ ...onOccurrence, startTime: z.string(), room: z.string() }),
  {
    description:
      "One occurrence of a weekly class follows its session's change to another start time or room; its members were told.",
  },
);
export const ClassInstructorSubstituted = defineEvent(
  'ClassInstructorSubstituted',
  z.object({ ...onOccurrence, instructor }),
  { description: 'Another instructor takes one occurrence of a weekly class.' },
);
export const ClassCapacityChanged = defineEvent(
  'ClassCapacityChanged',
  z.object({ ...onOccurrence, capacity: z.number().int() }),
  { description: 'The number of seats of one occurrence of a weekly class was changed.' },
);

export const ClassCreditHeld = defineEvent('ClassCreditHeld', z.object(ofMember), {
  description: "A pack member's booking into a class occurrence was decided against the credits left (one is held).",
});

export const catalogueEvents = [ClassAdded, ClassChanged, ClassRemoved] as const;
export const timetableEvents = [
  ClassSessionScheduled,
  ClassSessionChanged,
  ClassSessionEnded,
  ClassClosureAdded,
  ClassClosureRemoved,
] as const;
export const occurrenceEvents = [
  ClassBooked,
  ClassWaitlisted,
  ClassBookingCancelled,
  ClassWaitlistPromoted,
  ClassAttended,
  ClassNoShowRecorded,
  ClassOccurrenceCancelled,
  ClassOccurrenceMoved,
  ClassOccurrenceRetimed,
  ClassInstructorSubstituted,
  ClassCapacityChanged,
] as const;

export const classEvents = [
  ...catalogueEvents,
  ...timetableEvents,
  ClassBookingRulesSet,
  ...occurrenceEvents,
  ClassCreditHeld,
] as const;
export type ClassEvent = EventOf<(typeof catalogueEvents)[number]>;
export type TimetableEvent = EventOf<(typeof timetableEvents)[number]>;
export type RulesEvent = EventOf<typeof ClassBookingRulesSet>;
export type OccurrenceEvent = EventOf<(typeof occurrenceEvents)[number]>;
export type CreditEvent = EventOf<typeof ClassCreditHeld>;
export type AnyClassEvent = ClassEvent | TimetableEvent | RulesEvent | OccurrenceEvent | CreditEvent;

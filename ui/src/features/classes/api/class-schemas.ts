import type { z } from 'zod';
import {
  bookingAnswer,
  cancelAnswer,
  classView,
  closureView,
  instructorView,
  occurrenceView,
  occurrenceWithRoster,
  rosterStatus,
  rulesInput,
  sessionGender,
  sessionView,
} from '@gym/modules/membership/classes/class-contracts';

/*
 * The answers of the classes area (issue 47): the server's own contract schemas (the classes module's
 * class-contracts), under the names the feature reads them by.
 */

export const GENDERS = sessionGender.options;
export type SessionGender = z.infer<typeof sessionGender>;

export const instructor = instructorView;
export type Instructor = z.infer<typeof instructor>;

export const gymClass = classView;
export type GymClass = z.infer<typeof gymClass>;

export const classSession = sessionView;
export type ClassSession = z.infer<typeof classSession>;

export const occurrence = occurrenceView;
export type Occurrence = z.infer<typeof occurrence>;

export const ROSTER_STATUSES = rosterStatus.options;
export type RosterStatus = z.infer<typeof rosterStatus>;

export { occurrenceWithRoster };
export type OccurrenceWithRoster = z.infer<typeof occurrenceWithRoster>;
export type RosterEntry = OccurrenceWithRoster['roster'][number];

export const closure = closureView;
export type Closure = z.infer<typeof closure>;

export const bookingRules = rulesInput;
export type BookingRules = z.infer<typeof bookingRules>;

export { bookingAnswer };
export const cancelBookingAnswer = cancelAnswer;

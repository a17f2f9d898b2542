import { z } from 'zod';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { instructorView } from './class-contracts.js';

/** The class report's HTTP contract (issue 47, item 6): GET /api/reports/classes. */
export const classReportQuery = z.object({
  from: calendarDay(),
  to: calendarDay(),
  format: z.enum(['json', 'csv', 'excel', 'xlsx']).default('json'),
});

/** A rate is a fraction 0…1, or null when there was nothing to measure (no seats, no bookings). */
const rate = z.number().nullable();

const figures = {
  occurrences: z.number().describe('Occurrences held: not cancelled nor closed, and ended'),
  capacity: z.number().describe('Seats the occurrences held offered'),
  seatsTaken: z.number().describe('Places booked, checked in or a no-show'),
  attended: z.number().describe('Members checked in (walk-ins included)'),
  noShows: z.number(),
  bookings: z.number().describe('Places that held a seat at some time (booked, or promoted from the waitlist)'),
  lateCancels: z.number(),
  waitlisted: z.number().describe('Members who joined the waitlist'),
  promoted: z.number().describe('Of those, promoted to a seat'),
  promotedAttended: z.number().describe('Of those promoted, checked in'),
  fillRate: rate.describe('seatsTaken ÷ capacity'),
  noShowRate: rate.describe('noShows ÷ bookings kept to the start (not cancelled)'),
  lateCancelRate: rate.describe('lateCancels ÷ bookings'),
};

export const classReportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(figures),
  byClass: z.array(z.object({ classId: z.string(), className: z.string(), colour: z.string(), ...figures })),
  byInstructor: z.array(z.object({ instructor: instructorView.nullable(), ...figures })),
  heatmap: z.array(
    z.object({
      weekday: z.number().describe('ISO weekday, 1 = Monday … 7 = Sunday'),
      hour: z.number().describe('The hour the occurrences started, 0…23, gym time'),
      ...figures,
    }),
  ),
});

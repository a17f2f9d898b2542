import { z } from 'zod';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { singleLine } from '@gym/kernel/contracts/text';
import {
  cancelOccurrenceInput,
  capacityInput,
  classInput,
  closureInput,
  moveOccurrenceInput,
  rulesInput,
} from '@gym/modules/membership/classes/class-contracts';
import { GENDERS } from '../api/class-schemas';

/*
 * The timetable's forms (issue 47), checked in the browser as the server checks them (the contract's limits), so a
 * field says what is wrong before anything is sent; the server's refusals still show on the fields they name.
 */

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/** A number input's value: a number, or undefined when empty (the schema then says it is missing). */
export function numberOrUndefined(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

export const TIME_MESSAGE = 'Use HH:MM (24 hours)';
const clockTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

export const classForm = classInput;
export type ClassFormValues = z.input<typeof classForm>;

/** An instructor chosen in a select: `staff:<id>`, `trainer:<id>`, or '' for none. */
export function instructorOf(value: string): { kind: 'staff' | 'trainer'; id: string } | null {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return (kind === 'staff' || kind === 'trainer') && id ? { kind, id } : null;
}

export const instructorValue = (instructor: { kind: string; id: string } | null | undefined) =>
  instructor ? `${instructor.kind}:${instructor.id}` : '';

export const sessionForm = z.object({
  classId: z.string().min(1, 'Choose a class'),
  weekday: whole(1, 7),
  startTime: clockTime(),
  durationMinutes: whole(5, 300),
  capacity: whole(1, 500),
  instructor: z.string().transform(instructorOf),
  room: singleLine().trim().max(60),
  gender: z.enum(GENDERS),
  validFrom: calendarDay(),
  /** A change's first day (the edit dialog only; a new session has none). */
  effectiveFrom: calendarDay().optional(),
});
export type SessionFormValues = z.input<typeof sessionForm>;

export const closureForm = closureInput.refine(({ from, to }) => to >= from, {
  path: ['to'],
  error: 'The closure cannot end before it starts',
});
export type ClosureFormValues = z.input<typeof closureForm>;

export const rulesForm = rulesInput;

export const cancelOccurrenceForm = cancelOccurrenceInput;

export const moveForm = moveOccurrenceInput;

export const substituteForm = z.object({
  instructor: z
    .string()
    .min(1, 'Choose an instructor')
    .transform((value) => instructorOf(value) ?? { kind: 'staff' as const, id: value }),
});

export const capacityForm = capacityInput;

export const bookForm = z.object({ memberId: z.string().min(1, 'Choose a member') });

import { FRIDAY, weekday } from './gym-calendar.js';

/**
 * The fictional people whose names the generated events carry in their metadata. They have no accounts: ids from 100
 * up cannot clash with the accounts the app creates (admin 1, reception 2), and writing `UserCreated` events would
 * race the app's own bootstrap of the `accounts` stream.
 */
export interface Staff {
  /** `metadata.actorId`, a user id as text like the app writes it. */
  readonly id: string;
  readonly userId: number;
  readonly name: string;
}

const person = (userId: number, name: string): Staff => ({ id: String(userId), userId, name });

export const DESK_STAFF: readonly Staff[] = [
  person(100, 'Fatima (desk)'),
  person(101, 'Rajesh (desk)'),
  person(102, 'Ahmed (desk)'),
  person(103, 'Maria (desk)'),
  person(104, 'Joy (desk)'),
];
/** Sets up plans and trainers, and does what the desk may not: refunds, voids, cancellations, archiving. */
export const MANAGER: Staff = person(105, 'Khalid (manager)');

/** Shifts change at 14:00. */
const SHIFT_CHANGE_MINUTE = 14 * 60;

/** Who is at the desk at a gym-local time: two alternating pairs on the early and late shift, one person on Friday. */
export function deskOnDuty(day: number, minute: number): Staff {
  // A check-out after midnight is the next day's early shift.
  const onDay = day + Math.floor(minute / 1440);
  if (weekday(onDay) === FRIDAY) return DESK_STAFF[4]!;
  const late = minute % 1440 >= SHIFT_CHANGE_MINUTE ? 2 : 0;
  return DESK_STAFF[late + (onDay % 2)]!;
}

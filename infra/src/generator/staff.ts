import { FRIDAY, weekday } from './gym-calendar.js';

/**
 * The people whose names the generated events carry in their metadata. By default (the generator's tests and
 * benchmarks) they are fictional, with ids from 100 up. The sample gym of `npm start` and `npm run generate` uses
 * real accounts instead (`sample-staff.ts` creates them before the history is written), so an audit of a sample
 * payment names someone the Users page knows (issue 10, item 14).
 */
export interface Staff {
  /** `metadata.actorId`, a user id as text like the app writes it. */
  readonly id: string;
  readonly userId: number;
  readonly name: string;
  /** The account's sign-in name and role, written to the metadata when known. */
  readonly username?: string | undefined;
  readonly role?: string | undefined;
}

/** Who works in the generated gym: five at the desk (two shifts, one on Friday) and a manager. */
export interface GymStaff {
  readonly desk: readonly Staff[];
  readonly manager: Staff;
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

export const FICTIONAL_STAFF: GymStaff = { desk: DESK_STAFF, manager: MANAGER };

/** The sample gym's staff accounts, in the order of the desk seats above, then the manager. */
export const SAMPLE_STAFF_ACCOUNTS = [
  { username: 'fatima', name: 'Fatima Hassan', roleId: 'receptionist' },
  { username: 'rajesh', name: 'Rajesh Kumar', roleId: 'receptionist' },
  { username: 'ahmed', name: 'Ahmed Saleh', roleId: 'receptionist' },
  { username: 'maria', name: 'Maria Santos', roleId: 'receptionist' },
  { username: 'joy', name: 'Joy Dela Cruz', roleId: 'receptionist' },
  { username: 'khalid', name: 'Khalid Al-Mansoori', roleId: 'administrator' },
] as const;

/** Shifts change at 14:00. */
const SHIFT_CHANGE_MINUTE = 14 * 60;

/** Who is at the desk at a gym-local time: two alternating pairs on the early and late shift, one person on Friday. */
export function deskOnDuty(day: number, minute: number, desk: readonly Staff[] = DESK_STAFF): Staff {
  // A check-out after midnight is the next day's early shift.
  const onDay = day + Math.floor(minute / 1440);
  if (weekday(onDay) === FRIDAY) return desk[4]!;
  const late = minute % 1440 >= SHIFT_CHANGE_MINUTE ? 2 : 0;
  return desk[late + (onDay % 2)]!;
}

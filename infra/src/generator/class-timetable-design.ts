import type { BookingRules, SessionGender } from '@gym/modules/membership/classes/class-events';
import { monthOf } from './gym-calendar.js';

/*
 * What the sample gym's group classes are (issue 47, item 7): nine classes with their rooms and lengths, the weekly
 * timetable of about forty sessions, the gym's booking rules and the season's pull on bookings. Data only: the
 * bookings themselves are history-classes.ts's.
 */

export type Gender = 'male' | 'female';

interface ClassDesign {
  readonly name: string;
  readonly colour: string;
  readonly description: string;
  readonly defaultCapacity: number;
  /** How much members like it, relative to the others. */
  readonly popularity: number;
}

export const CLASSES = {
  spinning: {
    name: 'Spinning',
    colour: '#dc2626',
    description: 'Indoor cycling to music: intervals and climbs on the studio bikes. Bring a towel and water.',
    defaultCapacity: 12,
    popularity: 3,
  },
  yoga: {
    name: 'Yoga',
    colour: '#16a34a',
    description: 'Hatha flow for every level: strength, balance and breathing. Mats are provided.',
    defaultCapacity: 18,
    popularity: 2,
  },
  pilates: {
    name: 'Pilates',
    colour: '#9333ea',
    description: 'Reformer Pilates in small groups: core, posture and control.',
    defaultCapacity: 8,
    popularity: 2.5,
  },
  zumba: {
    name: 'Zumba',
    colour: '#db2777',
    description: 'Latin and Arabic dance rhythms: cardio that feels like a party.',
    defaultCapacity: 22,
    popularity: 2.5,
  },
  hiit: {
    name: 'HIIT',
    colour: '#ea580c',
    description: 'High-intensity intervals with kettlebells, ropes and body weight.',
    defaultCapacity: 14,
    popularity: 2.5,
  },
  boxing: {
    name: 'Boxing',
    colour: '#4b5563',
    description: 'Pad work, bag rounds and footwork. Gloves and wraps can be borrowed at the desk.',
    defaultCapacity: 10,
    popularity: 2,
  },
  aqua: {
    name: 'Aqua aerobics',
    colour: '#0891b2',
    description: 'Low-impact cardio in the pool, kind to the joints.',
    defaultCapacity: 12,
    popularity: 1.5,
  },
  ladies: {
    name: "Ladies' Fitness",
    colour: '#2563eb',
    description: 'Circuit training for women, taught by women, in the ladies-only studio.',
    defaultCapacity: 16,
    popularity: 2,
  },
  karate: {
    name: 'Karate',
    colour: '#4b5563',
    description: 'Shotokan karate for teenagers and adults: kata, kihon and light sparring.',
    defaultCapacity: 15,
    popularity: 1,
  },
} as const satisfies Record<string, ClassDesign>;
export type ClassKey = keyof typeof CLASSES;

export const ROOMS: Record<ClassKey, string> = {
  spinning: 'Cycle studio',
  yoga: 'Studio 1',
  pilates: 'Studio 1',
  zumba: 'Studio 1',
  hiit: 'Functional zone',
  boxing: 'Boxing ring',
  aqua: 'Pool',
  ladies: 'Ladies studio',
  karate: 'Studio 2',
};

export const DURATION: Record<ClassKey, number> = {
  spinning: 45,
  yoga: 60,
  pilates: 50,
  zumba: 55,
  hiit: 45,
  boxing: 60,
  aqua: 45,
  ladies: 60,
  karate: 60,
};

/** ISO weekdays: the gym's week starts on Saturday; Friday it opens at 13:00. */
const [MON, TUE, WED, THU, FRI, SAT, SUN] = [1, 2, 3, 4, 5, 6, 7] as const;
export type Slot = readonly [weekday: number, start: string, key: ClassKey, gender: SessionGender, hot?: 'hot'];

/**
 * The weekly timetable: early-morning and evening classes on working days (Sunday to Thursday), ladies-only classes
 * in the morning and some evenings, gents-only boxing, HIIT and spinning late, a family afternoon on Friday. Three
 * evening classes are the gym's favourites (`hot`): full most weeks, with a waitlist.
 */
export const TIMETABLE: readonly Slot[] = [
  [SAT, '08:00', 'yoga', 'mixed'],
  [SAT, '09:00', 'karate', 'mixed'],
  [SAT, '10:00', 'zumba', 'ladies'],
  [SAT, '10:30', 'aqua', 'ladies'],
  [SAT, '11:00', 'pilates', 'ladies'],
  [SAT, '17:00', 'spinning', 'mixed'],
  [SAT, '18:00', 'hiit', 'mixed'],
  [SAT, '19:00', 'boxing', 'mixed'],
  [SUN, '06:30', 'spinning', 'mixed'],
  [SUN, '09:30', 'ladies', 'ladies'],
  [SUN, '10:00', 'aqua', 'ladies'],
  [SUN, '18:00', 'zumba', 'ladies', 'hot'],
  [SUN, '19:30', 'hiit', 'mixed'],
  [SUN, '20:00', 'boxing', 'gents'],
  [MON, '06:30', 'yoga', 'mixed'],
  [MON, '09:30', 'pilates', 'ladies'],
  [MON, '10:00', 'aqua', 'ladies'],
  [MON, '18:30', 'spinning', 'mixed', 'hot'],
  [MON, '19:30', 'karate', 'mixed'],
  [MON, '20:00', 'hiit', 'gents'],
  [TUE, '06:30', 'hiit', 'mixed'],
  [TUE, '09:30', 'zumba', 'ladies'],
  [TUE, '10:00', 'aqua', 'ladies'],
  [TUE, '18:00', 'yoga', 'mixed'],
  [TUE, '19:00', 'boxing', 'mixed'],
  [TUE, '20:00', 'ladies', 'ladies'],
  [WED, '06:30', 'spinning', 'mixed'],
  [WED, '09:30', 'ladies', 'ladies'],
  [WED, '18:30', 'pilates', 'mixed', 'hot'],
  [WED, '19:30', 'spinning', 'gents'],
  [WED, '20:00', 'zumba', 'ladies'],
  [THU, '06:30', 'yoga', 'mixed'],
  [THU, '09:30', 'zumba', 'ladies'],
  [THU, '10:00', 'pilates', 'ladies'],
  [THU, '18:00', 'hiit', 'mixed'],
  [THU, '19:00', 'boxing', 'gents'],
  [THU, '19:30', 'aqua', 'ladies'],
  [FRI, '16:00', 'yoga', 'mixed'],
  [FRI, '17:00', 'karate', 'mixed'],
  [FRI, '18:00', 'spinning', 'mixed'],
];

/** The gym's own rules (Settings): booking opens a week ahead and closes 30 minutes before; cancel 3 hours ahead. */
export const RULES: BookingRules = {
  opensDaysBefore: 7,
  closesMinutesBefore: 30,
  cancelDeadlineMinutes: 180,
  waitlistCap: 6,
};

export const NATIONAL_DAY = 'Qatar National Day';

/** Fewer bookings in the summer (home leave); January's resolutions fill the classes. */
export function seasonFactor(day: number): number {
  const month = monthOf(day);
  return month === 7 || month === 8 ? 0.6 : month === 1 ? 1.15 : 1;
}

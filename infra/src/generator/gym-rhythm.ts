import { FRIDAY, SATURDAY, isRamadan, monthOf, weekday } from './gym-calendar.js';
import type { Random } from './random.js';

/**
 * When people come to a gym in Doha: before work and after it (Sunday to Thursday is the working week), Friday only
 * after the midday prayer and quieter, summer thinned out by expatriates on home leave, Ramadan moved after iftar,
 * January and September full of good intentions.
 */

const hour = (h: number) => h * 60;

/** The gym opens at 05:00 (13:00 on Friday) and the last visitor comes in at 23:45. */
const LAST_ENTRY = hour(23.75);
const FRIDAY_OPENING = hour(13);
const OPENING = hour(5);

/** Likelihood of a visit on this day relative to an average day. */
export function visitFactor(day: number): number {
  const dow = weekday(day);
  let factor = dow === FRIDAY ? 0.55 : dow === SATURDAY ? 0.9 : 1.1;
  const month = monthOf(day);
  if (month === 1) factor *= 1.15;
  else if (month === 7 || month === 8) factor *= 0.8;
  else if (month === 6) factor *= 0.9;
  if (isRamadan(day)) factor *= 0.75;
  return factor;
}

const JOIN_BY_MONTH = [1.35, 1.1, 1.0, 0.95, 0.9, 0.75, 0.6, 0.7, 1.25, 1.15, 1.05, 0.9];

/** Likelihood of a sign-up on this day relative to an average day. */
export function joinFactor(day: number): number {
  let factor = JOIN_BY_MONTH[monthOf(day) - 1]!;
  if (weekday(day) === FRIDAY) factor *= 0.6;
  if (isRamadan(day)) factor *= 0.7;
  return factor;
}

/** Minute of the day around which a member usually trains: most are morning or evening people. */
export function drawHabitualMinute(random: Random): number {
  const slot = random.weighted([
    ['morning', 35],
    ['midday', 12],
    ['evening', 48],
    ['late', 5],
  ] as const);
  switch (slot) {
    case 'morning':
      return random.between(hour(5.5), hour(9));
    case 'midday':
      return random.between(hour(10), hour(16.5));
    case 'evening':
      return random.between(hour(17), hour(22));
    case 'late':
      return random.between(hour(22), hour(23.5));
  }
}

/** Minute of the day of one visit: near the member's habit, bent by Friday and Ramadan hours. */
export function drawVisitMinute(random: Random, day: number, habitualMinute: number): number {
  if (isRamadan(day)) {
    // After iftar (about 18:00) until late; a few train in the afternoon before breaking the fast.
    return random.chance(0.75) ? random.between(hour(19.5), LAST_ENTRY) : random.between(hour(10), hour(16));
  }
  if (weekday(day) === FRIDAY) {
    const base = habitualMinute < hour(14) ? random.between(hour(14), hour(21)) : habitualMinute;
    return clamp(base + random.normal(0, 45), FRIDAY_OPENING, LAST_ENTRY);
  }
  if (random.chance(0.15)) return drawHabitualMinute(random);
  return clamp(habitualMinute + random.normal(0, 40), OPENING, LAST_ENTRY);
}

/** Minute of the day the desk handles a sale, a payment or a freeze: staffed hours, busiest in the evening. */
export function drawDeskMinute(random: Random, day: number): number {
  if (weekday(day) === FRIDAY) return random.between(hour(13.5), hour(22));
  return random.weighted([
    [random.between(hour(7), hour(12)), 30],
    [random.between(hour(12), hour(17)), 20],
    [random.between(hour(17), hour(22)), 50],
  ] as const);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

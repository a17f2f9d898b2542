import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { PRAYERS } from './door-hours-events.js';
import type { DoorHours } from './door-hours-events.js';

/** `HH:MM`, 00:00–23:59, or 24:00 (the day's end) where a closing time is meant. */
const time = singleLine().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24 hours)');
const endTime = singleLine().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use HH:MM (24 hours), 24:00 for midnight');
const hours = z.object({ open: time, close: endTime });
const name = singleLine().trim().min(1, 'Give it a name').max(80);
const weekdays = z.array(z.number().int().min(0).max(6)).max(7);

/** PUT /api/door-hours: the whole record (checked further by the decider: closing after opening, dates in order). */
export const doorHoursInput = z.object({
  weekly: z.array(hours.nullable()).length(7),
  special: z.array(z.object({ name, from: calendarDay(), to: calendarDay(), hours })).max(50),
  closures: z.array(z.object({ name, from: calendarDay(), to: calendarDay() })).max(100),
  genderHours: z.array(z.object({ gender: z.enum(['female', 'male']), weekdays, from: time, to: endTime })).max(20),
  prayer: z.object({
    enabled: z.boolean(),
    beforeMinutes: z.number().int().min(0).max(120),
    afterMinutes: z.number().int().min(0).max(120),
    source: z.enum(['computed', 'manual']),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    manual: z.object({ fajr: time, dhuhr: time, asr: time, maghrib: time, isha: time }),
  }),
});
export type DoorHoursInput = z.infer<typeof doorHoursInput>;

const prayerTimes = z.object(
  Object.fromEntries(PRAYERS.map((p) => [p, z.string()])) as Record<(typeof PRAYERS)[number], z.ZodString>,
);

/** GET /api/door-hours: the record, and today's prayer times as the door uses them (null when closures are off). */
export const doorHoursAnswer = doorHoursInput.extend({
  today: z.string(),
  timeZone: z.string(),
  prayerTimesToday: prayerTimes.nullable(),
});

/** Open every day all day, no closures, no prayer closures: the door as it was before door hours existed. */
export const DEFAULT_DOOR_HOURS: DoorHours = {
  weekly: Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' })),
  special: [],
  closures: [],
  genderHours: [],
  prayer: {
    enabled: false,
    beforeMinutes: 10,
    afterMinutes: 20,
    source: 'computed',
    // Doha.
    latitude: 25.2854,
    longitude: 51.531,
    manual: { fajr: '04:30', dhuhr: '11:30', asr: '14:45', maghrib: '17:10', isha: '18:40' },
  },
};

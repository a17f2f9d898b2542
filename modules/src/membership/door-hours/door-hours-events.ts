import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { localDate, timeOfDay } from '@gym/events/catalogue/common-schemas';

/** The gym's door hours: one small stream, the whole record on every change (issue 47, item 5). */
export const DOOR_HOURS_STREAM = 'door-hours';

const hours = z.object({ open: timeOfDay, close: timeOfDay });
export const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type Prayer = (typeof PRAYERS)[number];

export const doorHoursRecord = z.object({
  /** Sunday (0) to Saturday (6): the day's opening hours, or null for closed all day. */
  weekly: z.array(hours.nullable()).length(7),
  /** Dated special hours (Ramadan, the National Day): on these days their hours replace the weekday's. */
  special: z.array(z.object({ name: z.string(), from: localDate, to: localDate, hours })),
  /** Dated closures, all day (Eid): a closure wins over any hours. */
  closures: z.array(z.object({ name: z.string(), from: localDate, to: localDate })),
  /** Gym-wide hours for one gender (ladies only Sun–Thu 09:00–14:00): members of the other gender are refused. */
  genderHours: z.array(
    z.object({
      gender: z.enum(['female', 'male']),
      weekdays: z.array(z.number().int()),
      from: timeOfDay,
      to: timeOfDay,
    }),
  ),
  /** The door closes from `beforeMinutes` before each of the five prayers to `afterMinutes` after it, when enabled. */
  prayer: z.object({
    enabled: z.boolean(),
    beforeMinutes: z.number().int(),
    afterMinutes: z.number().int(),
    /** Computed for the gym's coordinates (Qatar's method), or the times typed by hand. */
    source: z.enum(['computed', 'manual']),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    manual: z.object({ fajr: timeOfDay, dhuhr: timeOfDay, asr: timeOfDay, maghrib: timeOfDay, isha: timeOfDay }),
  }),
});
export type DoorHours = z.infer<typeof doorHoursRecord>;

export const DoorHoursChanged = defineEvent('DoorHoursChanged', doorHoursRecord, {
  description:
    "The gym's door hours were changed (opening hours, special hours, closures, gender hours, prayer closures).",
});

export const doorHoursEvents = [DoorHoursChanged] as const;
export type DoorHoursEvent = EventOf<(typeof doorHoursEvents)[number]>;

import { defineRefusals } from '@gym/kernel/commands/refusal-codes';
import type { DoorRefusalKey } from './door-rule.js';

/**
 * Why the door refuses a member whose membership is fine (issue 47, item 5): the desk and the fingerprint reader say
 * these, with the time the refusal ends. Values: `{until}`/`{since}`/`{from}`/`{to}` are gym-local `HH:MM`; `{prayer}`
 * is fajr, dhuhr, asr, maghrib or isha; `{hours}` the gender the hours are for (female, male).
 */
export const DOOR_SENTENCES = {
  closed_until: 'Closed until {until}',
  closed_since: 'Closed since {since}',
  closed_today: 'Closed today',
  closure: 'Closed today ({name})',
  prayer:
    'Closed for {prayer, select, fajr {Fajr} dhuhr {Dhuhr} asr {Asr} maghrib {Maghrib} isha {Isha} other {{prayer}}} prayer until {until}',
  gender_hours: "{hours, select, female {Ladies' hours} other {Men's hours}} until {until}",
  plan_window: 'Your plan admits you {from}–{to} ({label})',
  plan_day: 'Your plan ({label}) does not admit you today',
} as const satisfies Record<DoorRefusalKey, string>;

export const doorRefusals = defineRefusals('door', DOOR_SENTENCES);

/** What a change of the door hours is refused for (400, nothing recorded). */
export const doorHoursRefusals = defineRefusals('door_hours', {
  close_before_open: 'On {day}, the closing time must be after the opening time.',
  special_close_before_open: 'The special hours "{name}": the closing time must be after the opening time.',
  special_dates: 'The special hours "{name}" end before they start.',
  closure_dates: 'The closure "{name}" ends before it starts.',
  gender_window: 'The gender hours must end after they start and name at least one weekday.',
  prayer_place: "Enter the gym's latitude and longitude to compute the prayer times.",
});

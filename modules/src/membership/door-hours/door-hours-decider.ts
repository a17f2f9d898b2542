import type { Decider } from '@gym/kernel/commands/decider';
import { DEFAULT_DOOR_HOURS } from './door-hours-contracts.js';
import type { DoorHours, DoorHoursEvent } from './door-hours-events.js';
import { doorHoursRefusals } from './door-hours-refusals.js';
import { minutesOf } from './door-rule.js';

export type DoorHoursCommand = { type: 'SetDoorHours'; hours: DoorHours };

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const opensBeforeCloses = (h: { open: string; close: string }) => minutesOf(h.close) > minutesOf(h.open);

/** The rules a door-hours record keeps: every window closes after it opens (within the day), dates in order. */
function check(hours: DoorHours): void {
  hours.weekly.forEach((day, index) => {
    if (day && !opensBeforeCloses(day))
      throw doorHoursRefusals.invalid('close_before_open', { day: WEEKDAY_NAMES[index]! });
  });
  for (const special of hours.special) {
    if (special.to < special.from) throw doorHoursRefusals.invalid('special_dates', { name: special.name });
    if (!opensBeforeCloses(special.hours))
      throw doorHoursRefusals.invalid('special_close_before_open', { name: special.name });
  }
  for (const closure of hours.closures) {
    if (closure.to < closure.from) throw doorHoursRefusals.invalid('closure_dates', { name: closure.name });
  }
  for (const window of hours.genderHours) {
    if (window.weekdays.length === 0 || minutesOf(window.to) <= minutesOf(window.from))
      throw doorHoursRefusals.invalid('gender_window');
  }
  const { prayer } = hours;
  if (prayer.enabled && prayer.source === 'computed' && (prayer.latitude === null || prayer.longitude === null))
    throw doorHoursRefusals.invalid('prayer_place');
}

/** The gym's door hours: one record, replaced whole; a change that changes nothing records nothing. */
export const doorHoursDecider: Decider<DoorHours, DoorHoursCommand, DoorHoursEvent> = {
  initialState: () => DEFAULT_DOOR_HOURS,
  evolve: (_state, event) => event.data,
  decide(command, state) {
    check(command.hours);
    const weekdaysSorted = command.hours.genderHours.map((g) => ({
      ...g,
      weekdays: [...new Set(g.weekdays)].sort((a, b) => a - b),
    }));
    const next: DoorHours = { ...command.hours, genderHours: weekdaysSorted };
    return JSON.stringify(next) === JSON.stringify(state) ? [] : [{ type: 'DoorHoursChanged', data: next }];
  },
};

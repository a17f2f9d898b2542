import type { AccessWindow } from '@gym/events/catalogue/common-schemas';
import { localDayAndTime } from '@gym/events/calendar/local-date';
import type { RefusalParams } from '@gym/kernel/commands/refusal-codes';
import type { DomainError } from '@gym/kernel/commands/domain-error';
import type { DoorHours } from './door-hours-events.js';
import type { EventStore } from '@gym/events/store/event-store';
import { cacheFor } from '@gym/kernel/commands/state-cache';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import { doorRefusals } from './door-hours-refusals.js';
import { doorVerdict } from './door-rule.js';
import type { DoorRefusalKey, DoorVerdict } from './door-rule.js';
import { prayerTimesOn } from './prayer-times.js';

/*
 * The door-hours area's public contract: the doors (the desk's check-in, the fingerprint readers) fold the hours from
 * their stream and ask the rule whether a member may come in now.
 */
export { DOOR_HOURS_STREAM } from './door-hours-events.js';
export type { DoorHours } from './door-hours-events.js';
export { doorHoursDecider } from './door-hours-decider.js';

const caches = new WeakMap<EventStore, StateCache<DoorHours>>();
/** The folded door hours of a store, read on from their version at each check-in (one small stream). */
export const doorHoursCache = (store: EventStore) => cacheFor(caches, store, 1);
export type { DoorVerdict } from './door-rule.js';

/** The door's verdict for a member arriving at `at` (the gym-local minute of it, today's prayer times). */
export function doorVerdictAt(
  hours: DoorHours,
  input: { at: Date; timeZone: string; gender: 'female' | 'male'; accessWindows: readonly AccessWindow[] },
): DoorVerdict {
  const { day, time } = localDayAndTime(input.at, input.timeZone);
  return doorVerdict(hours, {
    day,
    time,
    gender: input.gender,
    accessWindows: input.accessWindows,
    prayerTimes: prayerTimesOn(hours, day, input.timeZone),
  });
}

/** The door refusal's English sentence (recorded with an override and by a fingerprint reader). */
export function doorRefusalMessage(verdict: Extract<DoorVerdict, { ok: false }>): string {
  return doorRefusal(verdict, {}).message;
}

/** The 409 of a door refusal (`door.prayer` with its prayer and time), with the caller's `details`. */
export function doorRefusal(
  verdict: Extract<DoorVerdict, { ok: false }>,
  details: Record<string, unknown>,
): DomainError {
  type AnyKey = (key: DoorRefusalKey, params: RefusalParams, details: Record<string, unknown>) => DomainError;
  return (doorRefusals.refuse as AnyKey)(verdict.key, verdict.params, details);
}

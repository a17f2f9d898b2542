import type { Pool } from 'pg';
import { dayOf } from '@gym/events/calendar/local-date';
import type { Reactor, ScheduledJob } from '@gym/kernel/reaction/reactor';
import type { Clock } from '@gym/kernel/time/clock';
import { readSettings } from '../../platform/settings/public.js';
import { DEFAULT_GYM_SETTINGS } from '../../platform/settings/settings-contracts.js';
import { syncDoorAccess } from './fingerprint-commands.js';
import { enrolledMemberIds } from './fingerprint-queries.js';

async function today(pool: Pool, clock: Clock): Promise<string> {
  const timeZone = (await readSettings(pool))?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone;
  return dayOf(clock.now(), timeZone);
}

/** Membership facts that can open or shut the door for a member. */
const MEMBERSHIP_EVENTS = [
  'MembershipSold',
  'MembershipFrozen',
  'MembershipUnfrozen',
  'MembershipCancelled',
  'MemberArchived',
  'MemberRestored',
  'MemberStatusChanged',
] as const;

/**
 * The door follows the membership: when a membership is frozen, cancelled or the member archived or suspended, an
 * enrolled member is deleted from every approved reader; when it is renewed (sold), unfrozen or restored, they are
 * added back with their templates. Each cause is handled once (the command's key is derived from it).
 */
export const doorAccessReactor: Reactor = {
  name: 'fingerprint-door-access',
  eventTypes: MEMBERSHIP_EVENTS,
  async react(event, context) {
    const memberId = (event.data as { memberId?: unknown }).memberId;
    if (typeof memberId !== 'string') return;
    await context.execute(
      event,
      'door-access',
      syncDoorAccess(context.pool, { memberId, today: await today(context.pool, context.clock) }),
    );
  },
};

/**
 * Expiry is no event (a day passes), so every few minutes each enrolled member is judged on today: an expired
 * membership takes the member off the readers within minutes of midnight. Keyed by member and day: once a day at
 * most, and a renewal in between is handled by the reactor.
 */
export const doorExpiryJob: ScheduledJob = {
  name: 'fingerprint-door-expiry',
  intervalMs: 5 * 60 * 1000,
  async run(context) {
    const day = await today(context.pool, context.clock);
    for (const memberId of await enrolledMemberIds(context.pool)) {
      await context.execute(`${memberId}:${day}`, syncDoorAccess(context.pool, { memberId, today: day }));
    }
  },
};

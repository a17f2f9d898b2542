import { addDays, dayOf } from '@gym/events/calendar/local-date';
import type { ScheduledJob } from '@gym/kernel/reaction/reactor';
import { readSettings } from '../../platform/settings/public.js';
import { withDefaults } from '../../platform/settings/settings-contracts.js';
import { noShowsHandler } from './class-commands.js';
import { occurrencesByIds } from './occurrence-queries.js';
import { occurrencesWithOpenBookings } from './roster-queries.js';

export const NO_SHOW_JOB = 'class-no-shows';
/** How far back the sweep looks for occurrences still holding bookings (a worker down for a day catches up). */
const LOOK_BACK_DAYS = 3;

/**
 * After an occurrence ends, the members still booked in it (no check-in) become no-shows (issue 47, item 3). No event
 * says a class ended, so every minute the occurrences of the last days that still hold bookings are judged; the
 * command is keyed by the occurrence, and the decider records only members still booked: running again adds nothing.
 */
export const noShowJob: ScheduledJob = {
  name: NO_SHOW_JOB,
  intervalMs: 60_000,
  async run(context) {
    const { timeZone } = withDefaults((await readSettings(context.pool)) ?? {});
    const now = context.clock.now();
    const today = dayOf(now, timeZone);
    const ids = await occurrencesWithOpenBookings(context.pool, addDays(today, -LOOK_BACK_DAYS), today);
    const occurrences = await occurrencesByIds(context.pool, ids, timeZone);
    for (const occurrence of occurrences.values()) {
      if (occurrence.status !== 'scheduled' || occurrence.endsAt > now.toISOString()) continue;
      await context.execute(
        `${occurrence.occurrenceId}`,
        noShowsHandler({ pool: context.pool, timeZone, fallbackUrl: '' }, occurrence.occurrenceId),
      );
    }
  },
};

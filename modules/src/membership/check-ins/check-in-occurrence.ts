import type { Pool } from 'pg';
import { BOOKED_CLASS } from './check-in-commands.js';
import type { CheckInInput } from './check-in-commands.js';

/**
 * The class a desk's check-in is for (issue 47): the occurrence it names, else, when asked, the one the member is
 * booked in near the check-in (the readers' rule, so a scan at the desk and a finger on the reader agree), else none.
 */
export function requestedOccurrence(
  body: { occurrenceId?: string | null | undefined; bookedClass?: boolean | undefined },
  timeZone: string,
  pool: Pool,
): CheckInInput['occurrence'] {
  if (body.occurrenceId) return { id: body.occurrenceId, timeZone, pool };
  if (body.bookedClass) return { id: BOOKED_CLASS, timeZone, pool };
  return undefined;
}

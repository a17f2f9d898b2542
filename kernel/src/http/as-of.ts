import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { singleLine } from '../contracts/text.js';
import { TimeTravelUnavailableError } from '../projection/as-of/as-of-reader.js';
import type { AsOfScope, AsOfView } from '../projection/as-of/as-of-reader.js';
import { requestRefusals } from './request-refusals.js';
import type { ModuleContext } from './module-context.js';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `?asOf=`: an ISO 8601 instant with its zone (time travel, issue 13 item 7). */
export const asOfParam = singleLine()
  .max(40)
  .refine((value) => INSTANT.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'asOf must be an ISO 8601 instant with a zone, like 2026-03-01T15:00:00Z',
  })
  .optional()
  .describe(
    'Time travel: the answer as it was after every event recorded at or before this instant (ISO 8601 with a zone), ' +
      "with today being that instant's day in the gym's time zone. Not in the future. The answer's x-as-of header " +
      'repeats the instant.',
  );

export const asOfQuery = z.object({ asOf: asOfParam });

/** The instant asked for, or null for the live view; an instant after now is refused. */
export function requestedInstant(value: string | undefined, now: Date): Date | null {
  if (value === undefined) return null;
  const instant = new Date(value);
  if (instant.getTime() > now.getTime()) {
    throw requestRefusals.invalid('as_of_future', undefined, { asOf: value });
  }
  return instant;
}

/**
 * Runs a view's queries on its tables as they stood at `instant` (`today` is that instant's day in the gym's time
 * zone) and marks the answer with the instant.
 */
export async function viewAsOf<T>(
  deps: ModuleContext,
  reply: FastifyReply,
  instant: Date,
  scope: AsOfScope,
  work: (view: AsOfView, today: string) => Promise<T>,
): Promise<T> {
  const today = await deps.calendar.dayOf(instant);
  reply.header('x-as-of', instant.toISOString());
  try {
    return await deps.asOf.read(instant, scope, (view) => work(view, today));
  } catch (error) {
    if (error instanceof TimeTravelUnavailableError) {
      throw error.why === 'log_elsewhere'
        ? requestRefusals.invalid('as_of_log_elsewhere')
        : requestRefusals.invalid('as_of_unavailable', { store: error.why.store });
    }
    throw error;
  }
}

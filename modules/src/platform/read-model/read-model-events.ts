import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';

/** One stream per parked event: its resolution is recorded once. */
export const parkedEventStream = (projector: string, eventId: string) => `parked-event-${projector}-${eventId}`;

export const ParkedEventResolved = defineEvent(
  'ParkedEventResolved',
  z.object({
    projector: z.string(),
    eventId: z.string(),
    position: z.number().int(),
    type: z.string(),
    streamId: z.string(),
    /** What was done about it: the correcting command, or why nothing needs doing. */
    note: z.string(),
  }),
  {
    description:
      'A settings manager marked an event that a read model could not apply (and went on past) as corrected, saying how.',
  },
);

export const readModelEvents = [ParkedEventResolved] as const;
export type ReadModelEvent = EventOf<(typeof readModelEvents)[number]>;

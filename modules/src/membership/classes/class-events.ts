import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';

export const CLASSES_STREAM = 'classes';

export const ClassAdded = defineEvent('ClassAdded', z.object({ classId: z.string(), name: z.string() }), {
  description: 'A class was added to the timetable.',
});
export const ClassRemoved = defineEvent('ClassRemoved', z.object({ classId: z.string() }), {
  description: 'A class was removed from the timetable.',
});

export const classEvents = [ClassAdded, ClassRemoved] as const;
export type ClassEvent = EventOf<(typeof classEvents)[number]>;

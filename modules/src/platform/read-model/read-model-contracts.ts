import { z } from 'zod';
import { idParam, multiLine } from '@gym/kernel/contracts/text';

/** `GET /api/events/parked`: what each read model skipped, the error, and whether someone marked it corrected. */
export const parkedEventView = z.object({
  projector: z.string(),
  eventId: z.string(),
  position: z.number(),
  type: z.string(),
  streamId: z.string(),
  /** The projector's error (it may quote the event's data: settings managers only). */
  error: z.string(),
  parkedAt: z.string(),
  resolved: z.object({ at: z.string(), byName: z.string(), note: z.string() }).nullable(),
});
export type ParkedEventView = z.infer<typeof parkedEventView>;

export const parkedEventParams = z.object({ projector: idParam(), eventId: idParam() });
export const resolveParkedEventInput = z.object({
  note: multiLine().trim().min(1, 'Say what was done about it').max(500, 'At most 500 characters'),
});
export type ResolveParkedEventInput = z.input<typeof resolveParkedEventInput>;

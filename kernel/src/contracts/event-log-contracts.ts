import { z } from 'zod';
import { recordInstant } from './dates.js';
import { singleLine } from './text.js';

/** `GET /api/events` (issue 13, item 2): filters over the log, newest first, keyset-paged by global position. */
export const eventLogQuery = z.object({
  /** Only events before this global position (the previous page's `nextBefore`). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** One stream exactly, e.g. `member-<id>` or `invoice-<id>`. */
  stream: singleLine().min(1).max(200).optional(),
  /** Streams of one kind: the part of the stream id before its first dash (`member`, `invoice`, `plan`, `user`, …). */
  streamKind: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, 'a stream kind is lower-case letters, digits or _')
    .optional(),
  /** Event types, comma-separated. */
  type: singleLine().max(2000).optional(),
  /** The actor's user id or username. */
  actor: singleLine().min(1).max(100).optional(),
  /** Events decided at or after `from` and before `to` (ISO instants). */
  from: recordInstant().optional(),
  to: recordInstant().optional(),
  correlationId: singleLine().min(1).max(100).optional(),
  /** Free text over the event's data (a member's name, an invoice number) or an amount in major units (250.00). */
  q: singleLine().min(1).max(100).optional(),
});
export type EventLogQuery = z.infer<typeof eventLogQuery>;

/** A part of an event in words: text, a reference to a subject, money in minor units, or a date. */
export const auditPart = z.union([
  z.string(),
  z.object({ ref: z.string(), id: z.string(), label: z.string().optional() }),
  z.object({ money: z.number() }),
  z.object({ date: z.string() }),
]);

/**
 * The event as a message (issue 46): its code (the event type; the UI words it from its catalogue in the reader's
 * language) and its values by name: numbers, text as typed or a code the message words, subjects, money, dates.
 */
export const auditMessage = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.number(), auditPart])),
});
export type AuditMessageAnswer = z.infer<typeof auditMessage>;

export const loggedEvent = z.object({
  position: z.number(),
  eventId: z.string(),
  type: z.string(),
  schemaVersion: z.number(),
  streamId: z.string(),
  streamVersion: z.number(),
  /** When it was decided (UTC). */
  at: z.string(),
  actor: z.object({
    id: z.string().nullable(),
    name: z.string(),
    username: z.string().nullable(),
    role: z.string().nullable(),
    roleName: z.string().nullable(),
  }),
  command: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  /** The event's data as stored, without the personal fields this reader could not see on their own page. */
  data: z.unknown(),
  /** Keys of `data` left out for this reader. */
  withheld: z.array(z.string()),
  /** The event in words, from its module's audit spec; null where the module has none yet. */
  words: z.array(auditPart).nullable(),
  /** The same event as a message code and values, for a reader in another language; null exactly when `words` is. */
  message: auditMessage.nullable(),
});
export type LoggedEvent = z.infer<typeof loggedEvent>;

export const eventLogPage = z.object({
  data: z.array(loggedEvent),
  /** Pass as `before` for the next (older) page; null at the start of the log. */
  nextBefore: z.number().nullable(),
});
export type EventLogPage = z.infer<typeof eventLogPage>;

/** `GET /api/events/catalogue` (item 11): every event type the system writes, from the zod schemas. */
export const eventCatalogueEntry = z.object({
  type: z.string(),
  version: z.number(),
  module: z.string(),
  description: z.string(),
  /** Who may read it in the log. */
  access: z.string(),
  /** The JSON Schema of its data (generated from the zod schema). */
  fields: z.unknown(),
});
export const eventCatalogueAnswer = z.object({ events: z.array(eventCatalogueEntry) });
export type EventCatalogueAnswer = z.infer<typeof eventCatalogueAnswer>;

/** `GET /api/events/verify` (item 10): the hash chain's verdict. */
export const chainProblem = z.object({
  kind: z.enum(['altered', 'removed', 'inserted']),
  position: z.number(),
  seq: z.number().nullable(),
  eventId: z.string().nullable(),
  type: z.string().nullable(),
  streamId: z.string().nullable(),
  message: z.string(),
});
export const chainReport = z.object({
  ok: z.boolean(),
  checked: z.number(),
  head: z.object({ seq: z.number(), hash: z.string() }).nullable(),
  unsealed: z.number(),
  first: chainProblem.nullable(),
  problemCount: z.number(),
  problems: z.array(chainProblem),
});
export type ChainReportAnswer = z.infer<typeof chainReport>;

/**
 * `GET /api/events/{position}/changes` (item 3): the fields an event changed on its record, with the value before and
 * after. "Before" is the last value in earlier events of the same stream that carry every field of this one (the
 * record's creation and its earlier changes: a plan created then changed, a member registered then edited); events of
 * another shape on the stream (a payment on an invoice) are not compared. Fields withheld from the reader are left out.
 */
export const eventChanges = z.object({
  /** The latest earlier event compared against; null when there is none (a creation, or nothing of the same shape). */
  since: z.object({ position: z.number(), type: z.string(), at: z.string() }).nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type EventChanges = z.infer<typeof eventChanges>;

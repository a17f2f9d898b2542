import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore, StreamAppend } from '@gym/events/store/event-store';
import { WrongExpectedVersionError } from '@gym/events/store/event-store';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { Actor } from './actor.js';
import { requestRefusals } from '../http/request-refusals.js';
import { keyReusedForAnotherRequest } from './idempotency.js';
import type { IdempotentRequest } from './idempotency.js';
import { queueOf } from './process-queue.js';

export interface CommandContext {
  readonly store: EventStore;
  /** The events of the running system: how stored events are parsed and which schema version new ones get. */
  readonly catalogue: EventCatalogue;
  readonly actor: Actor;
  /**
   * From the request's `Idempotency-Key`, scoped to the user and the route (idempotency.ts): a retry with the same
   * key appends nothing and answers as the first time.
   */
  readonly idempotencyKey?: string | undefined;
  /** The keyed request's fingerprint: a stored command under the key with another fingerprint is a 422. */
  readonly request?: IdempotentRequest | undefined;
  readonly correlationId?: string | undefined;
  /** The event that caused this command (a reactor's); null or absent for a person's request. */
  readonly causationId?: string | undefined;
  /** What issues the command: the route (`POST /api/payments`) of a request, `reactor:<name>` or `job:<name>`. */
  readonly command?: string | undefined;
  /** The client's address of a request (trusted proxy header in production). */
  readonly clientAddress?: string | undefined;
  readonly now: Date;
}

/** What a command will append once decided, and the answer it gives. */
export interface CommandPlan<Answer> {
  readonly appends: readonly StreamAppend[];
  readonly answer: Answer;
}

export interface CommandHandler<Answer> {
  /** Reads what the decision needs, decides, and says what to append. Runs again after a version conflict. */
  plan(context: CommandContext): Promise<CommandPlan<Answer>>;
  /** The answer of this command when it was already stored under the same idempotency key. */
  replay(stored: readonly RecordedEvent[]): Answer | Promise<Answer>;
  /**
   * Decisions taken before a version conflict is a 409 (default 2). Commands on busy streams (number sequences, an
   * invoice paid at two desks) decide again a few more times.
   */
  readonly attempts?: number;
  /** Commands with the same key run one at a time in this process (those taking a number of one sequence). */
  readonly queue?: string;
}

export type Executed<Answer> = Answer & { readonly position: number };

/**
 * The write path (DESIGN section 1): idempotency check → plan (load, decide) → append with the expected versions the
 * plan read → answer with the global position. A concurrent writer that got in first makes the append fail; the
 * decision is then taken again on the new state, and a conflict on the last attempt is a 409.
 */
export function executeCommand<Answer>(
  context: CommandContext,
  handler: CommandHandler<Answer>,
): Promise<Executed<Answer>> {
  return handler.queue
    ? queueOf(context.store).run(handler.queue, () => decideAndAppend(context, handler))
    : decideAndAppend(context, handler);
}

async function decideAndAppend<Answer>(
  context: CommandContext,
  handler: CommandHandler<Answer>,
): Promise<Executed<Answer>> {
  const { store, idempotencyKey } = context;
  let firstPlan: Promise<CommandPlan<Answer>> | undefined;
  if (idempotencyKey) {
    // The first decision reads beside the key's lookup, not a round trip after it: a plan only reads (it runs again
    // after a conflict anyway), so a retried command (rare) throws its plan away, refusal included, and replays.
    firstPlan = handler.plan(context);
    firstPlan.catch(() => undefined);
    const stored = await store.readByIdempotencyKey(idempotencyKey);
    if (stored.length > 0) return replayStored(context, handler, stored, stored.at(-1)!.position);
  }
  const metadata: EventMetadata = {
    actorId: context.actor.id === null ? null : String(context.actor.id),
    actorName: context.actor.name,
    correlationId: context.correlationId ?? idempotencyKey ?? randomUUID(),
    causationId: context.causationId ?? null,
    commandId: idempotencyKey ?? randomUUID(),
    at: context.now.toISOString(),
    ...(idempotencyKey && context.request ? { requestHash: context.request.hash } : {}),
    actorUsername: context.actor.username ?? null,
    actorRole: context.actor.role ?? null,
    actorRoleName: context.actor.roleName ?? null,
    command: context.command ?? context.request?.route ?? null,
    clientAddress: context.clientAddress ?? null,
  };
  for (let attempt = 1; ; attempt++) {
    const plan = await (attempt === 1 && firstPlan ? firstPlan : handler.plan(context));
    const appends = plan.appends
      .filter((a) => a.events.length > 0)
      .map((a) => withSchemaVersions(a, context.catalogue));
    if (appends.length === 0) return { ...plan.answer, position: 0 };
    try {
      const result = await store.appendToStreams(appends, {
        metadata,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      if (result.duplicate && idempotencyKey) {
        // A concurrent send with the same key got in first.
        return replayStored(context, handler, await store.readByIdempotencyKey(idempotencyKey), result.position);
      }
      return { ...plan.answer, position: result.position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        if (attempt < (handler.attempts ?? 2)) {
          // Writers that collided retry at different, growing delays instead of colliding again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 64)));
          continue;
        }
        throw requestRefusals.refuse('concurrent_change', undefined, { stream: error.streamId });
      }
      throw error;
    }
  }
}

/**
 * The answer for a key whose command is already stored: the first answer again when this is the same request, a 422
 * when the key is reused for another one. Events stored without a request hash (no key then, or before hashes) can
 * only be replayed.
 */
async function replayStored<Answer>(
  context: CommandContext,
  handler: CommandHandler<Answer>,
  stored: readonly RecordedEvent[],
  position: number,
): Promise<Executed<Answer>> {
  const storedHash = stored[0]?.metadata.requestHash;
  if (context.request && storedHash !== undefined && storedHash !== context.request.hash) {
    throw keyReusedForAnotherRequest(context.request);
  }
  return { ...(await handler.replay(stored)), position };
}

function withSchemaVersions(append: StreamAppend, catalogue: EventCatalogue): StreamAppend {
  return {
    ...append,
    events: append.events.map((event): NewEvent => ({ ...event, schemaVersion: catalogue.currentVersion(event.type) })),
  };
}

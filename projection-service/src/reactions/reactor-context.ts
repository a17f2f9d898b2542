import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandHandler } from '@gym/kernel/commands/execute-command';
import type { JobContext, ReactorContext } from '@gym/kernel/reaction/reactor';
import type { Clock } from '@gym/kernel/time/clock';

export interface ReactionDependencies {
  readonly store: EventStore;
  readonly catalogue: EventCatalogue;
  readonly pool: Pool;
  readonly clock: Clock;
  readonly log: Logger;
}

/** What a reactor gets: its commands are keyed by (reactor, causing event, step), so a redelivery stores nothing. */
export function reactorContext(name: string, deps: ReactionDependencies): ReactorContext {
  return {
    ...deps,
    log: deps.log.child({ reactor: name }),
    execute: <Answer>(cause: RecordedEvent, step: string, handler: CommandHandler<Answer>) =>
      executeCommand(
        {
          store: deps.store,
          catalogue: deps.catalogue,
          actor: { id: null, name: `System (${name})` },
          idempotencyKey: `reactor:${name}:${cause.eventId}:${step}`,
          correlationId: cause.metadata.correlationId,
          causationId: cause.eventId,
          command: `reactor:${name}`,
          now: deps.clock.now(),
        },
        handler,
      ),
  };
}

/** What a scheduled job gets: its commands are keyed by (job, the key it names: a day, an item). */
export function jobContext(name: string, deps: ReactionDependencies): JobContext {
  return {
    ...deps,
    log: deps.log.child({ job: name }),
    execute: <Answer>(key: string, handler: CommandHandler<Answer>) =>
      executeCommand(
        {
          store: deps.store,
          catalogue: deps.catalogue,
          actor: { id: null, name: `System (${name})` },
          idempotencyKey: `job:${name}:${key}`,
          command: `job:${name}`,
          now: deps.clock.now(),
        },
        handler,
      ),
  };
}

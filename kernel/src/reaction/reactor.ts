import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import type { CommandHandler, Executed } from '../commands/execute-command.js';
import type { Clock } from '../time/clock.js';

/**
 * A reactor (process manager) turns facts into further commands: a cash payment into a till movement, a membership
 * ending into a "remove from the door" command, a queued message into a delivery. The projection worker runs each
 * reactor on its own subscription and checkpoint. Delivery is at least once, so every command a reactor issues goes
 * through `context.execute`, whose idempotency key is derived from the reactor, the causing event and a step name:
 * reprocessing an event after a crash appends nothing new.
 */
export interface Reactor {
  /** Unique; also the checkpoint's name. Never rename a reactor that has run (it would react to everything again). */
  readonly name: string;
  /** The event types `react` handles; no other events are read for it. */
  readonly eventTypes: readonly string[];
  /** Handles one event. Throwing retries it with backoff; an event that keeps failing stops this reactor alone. */
  react(event: RecordedEvent, context: ReactorContext): Promise<void>;
}

export interface ReactorContext {
  readonly store: EventStore;
  readonly catalogue: EventCatalogue;
  /** For reading read tables (a reactor never writes them: projectors own them). */
  readonly pool: Pool;
  readonly clock: Clock;
  readonly log: Logger;
  /**
   * Runs a command caused by `cause`: actor "System (<reactor>)", causation = the causing event, correlation = the
   * cause's, idempotency key = reactor + cause + `step`, so the same step of the same cause is stored once.
   */
  execute<Answer>(cause: RecordedEvent, step: string, handler: CommandHandler<Answer>): Promise<Executed<Answer>>;
}

/**
 * Work that no event triggers because it depends on time passing (expiries, automatic campaigns, daily sweeps). The
 * projection worker runs it every `intervalMs` under a database lock, so only one worker runs a job at a time; a job
 * must be idempotent (derive its commands' keys from the job and the day or item it handles).
 */
export interface ScheduledJob {
  readonly name: string;
  readonly intervalMs: number;
  run(context: JobContext): Promise<void>;
}

export interface JobContext extends Omit<ReactorContext, 'execute'> {
  /** Runs a command as "System (<job>)" under the idempotency key `job:<name>:<key>`. */
  execute<Answer>(key: string, handler: CommandHandler<Answer>): Promise<Executed<Answer>>;
}

import type { Checkpoint, RecordedEvent } from '@gym/events/store/envelope';
import type { Subscription } from '@gym/events/store/event-store';
import { CutShortWaits } from '@gym/events/runtime/cut-short-waits';
import type { Reactor } from '@gym/kernel/reaction/reactor';
import { backoffMs, isTransient, MAX_TRANSIENT_BACKOFF_MS } from '../runner/transient-errors.js';
import { reactorContext } from './reactor-context.js';
import type { ReactionDependencies } from './reactor-context.js';

/** Tries of one event failing in the reaction's own logic before its reactor stops on it (the others go on). */
export const ATTEMPTS = 5;

export interface ReactorRetryOptions {
  /** The first wait between two tries; it doubles from there. */
  readonly firstMs?: number;
  /** The longest wait between two tries. */
  readonly maxMs?: number;
}

/** Thrown out of a batch when stop() cut a retry short: the event is not done and is delivered again next start. */
class ReactorStopping extends Error {
  override readonly name = 'ReactorStopping';
}

interface CheckpointRow {
  commit_id: string;
  position: string;
  status: 'live' | 'failed';
}

/**
 * Runs every reactor on its own subscription from its own checkpoint, one event at a time, saving the checkpoint after
 * each batch. A crash between a reaction and its checkpoint redelivers the event; the reaction's command then finds
 * its events stored under the same derived key and appends nothing (at least once in, exactly once in the log).
 *
 * A reactor seen for the first time starts at the head of the log: it reacts to what happens from now on, not to
 * years of history (a till must not receive every cash payment ever taken).
 *
 * A reaction failing for a transient reason (connection lost, server restarting or out of connections, serialization
 * failure) is tried again for as long as the runner runs, as the projectors' batches are: giving up stopped the
 * reactor for good over a blip of the server. A reaction failing in its own logic is tried ATTEMPTS times, then its
 * reactor stops on that event. The stop is recorded in its checkpoint row, which health reads (reactor-status.ts).
 */
export class ReactorRunner {
  private readonly subscriptions: Subscription[] = [];
  private stopping = false;
  /** Ends every wait between tries at once, so stop() is never held up behind a backoff. */
  private readonly waits = new CutShortWaits();

  constructor(
    private readonly reactors: readonly Reactor[],
    private readonly deps: ReactionDependencies,
    private readonly retry: ReactorRetryOptions = {},
  ) {}

  async start(): Promise<void> {
    for (const reactor of this.reactors) {
      const saved = await this.checkpointOf(reactor);
      if (!saved) continue;
      const context = reactorContext(reactor.name, this.deps);
      this.subscriptions.push(
        this.deps.store.subscribe({
          after: saved,
          types: reactor.eventTypes,
          onBatch: async (events, checkpoint) => {
            for (const event of events)
              await this.reactWithRetries(reactor, event, () => reactor.react(event, context));
            await this.save(reactor.name, checkpoint);
          },
          onError: (error) => {
            if (error instanceof ReactorStopping) return;
            this.deps.log.error({ err: error, reactor: reactor.name }, 'reactor stopped');
          },
        }),
      );
    }
  }

  /** Resolves when every running reactor has handled everything visible at the moment of the call. */
  async caughtUp(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.caughtUp()));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.waits.endAll();
    await Promise.all(this.subscriptions.splice(0).map((s) => s.stop()));
  }

  /** The saved checkpoint, the head of the log for a new reactor, or null for one that stopped on an event earlier. */
  private async checkpointOf(reactor: Reactor): Promise<Checkpoint | null> {
    const { rows } = await this.deps.pool.query<CheckpointRow>(
      'SELECT commit_id::text, position::text, status FROM projection.reactor_checkpoints WHERE reactor = $1',
      [reactor.name],
    );
    const row = rows[0];
    if (row?.status === 'failed') {
      // Health reports it from the same row (reactor-status.ts), with the event and the error.
      this.deps.log.error(
        { reactor: reactor.name },
        'reactor not started: it stopped on an event earlier (see projection.reactor_checkpoints.error)',
      );
      return null;
    }
    if (row) return { commit: row.commit_id, position: Number(row.position) };
    const head = await this.deps.store.head();
    await this.save(reactor.name, head);
    return head;
  }

  private async reactWithRetries(reactor: Reactor, event: RecordedEvent, react: () => Promise<void>): Promise<void> {
    let failures = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        await react();
        return;
      } catch (error) {
        const transient = isTransient(error);
        if (!transient && ++failures >= ATTEMPTS) await this.markFailed(reactor, event, error);
        this.deps.log.warn(
          { err: error, reactor: reactor.name, event: event.eventId, attempt, transient },
          'reaction failed, retrying',
        );
        await this.pause(backoffMs(attempt, this.retry.firstMs, this.retry.maxMs ?? MAX_TRANSIENT_BACKOFF_MS));
      }
    }
  }

  /** Records the reactor as stopped on this event and throws, which ends its subscription. */
  private async markFailed(reactor: Reactor, event: RecordedEvent, error: unknown): Promise<never> {
    const message = error instanceof Error ? error.message : String(error);
    await this.deps.pool.query(
      `UPDATE projection.reactor_checkpoints SET status = 'failed', error = $2, updated_at = now()
       WHERE reactor = $1`,
      [
        reactor.name,
        { eventId: event.eventId, type: event.type, position: event.position, streamId: event.streamId, message },
      ],
    );
    throw new Error(`${reactor.name} stopped on ${event.type} at ${event.position}: ${message}`, { cause: error });
  }

  /** Waits between two tries; throws ReactorStopping if stop() was called before or during the wait. */
  private async pause(ms: number): Promise<void> {
    if (!this.stopping) await this.waits.wait(ms);
    if (this.stopping) throw new ReactorStopping('stopped while waiting to retry a reaction');
  }

  private async save(reactor: string, checkpoint: Checkpoint): Promise<void> {
    await this.deps.pool.query(
      `INSERT INTO projection.reactor_checkpoints (reactor, commit_id, position, status, updated_at)
       VALUES ($1, $2::numeric, $3, 'live', now())
       ON CONFLICT (reactor) DO UPDATE
         SET commit_id = EXCLUDED.commit_id, position = EXCLUDED.position, updated_at = now()
         WHERE projection.reactor_checkpoints.status = 'live'`,
      [reactor, checkpoint.commit, checkpoint.position],
    );
  }
}

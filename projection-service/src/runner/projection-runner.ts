import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Checkpoint, RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore, Subscription } from '@gym/events/store/event-store';
import { applyBatch, isolatePoisonEvent, isTransient, ProjectorStoppedError } from './apply-batch.js';
import type { BatchOutcome } from './apply-batch.js';
import type { ChangeEmitter } from './change-emitter.js';
import { readCheckpoints } from './checkpoints.js';
import type { CheckpointRow } from './checkpoints.js';
import type { Projector } from './projector.js';
import { READ_SCHEMA } from './projector.js';
import { ProgressNotifier } from './progress-notifier.js';
import { rebuildProjector } from './rebuild.js';

export interface ProjectionRunnerOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projectors: readonly Projector[];
  readonly log: Logger;
  readonly emitter?: ChangeEmitter;
  readonly batchSize?: number;
  /** Attempts for a batch that fails for a transient reason (connection lost, deadlock) before giving up. */
  readonly transientRetries?: number;
}

export interface ProjectorState {
  readonly name: string;
  readonly status: 'live' | 'failed' | 'stopped';
  readonly checkpoint: Checkpoint;
  /** Events appended to the log after this projector's checkpoint (log head − checkpoint, by position). */
  readonly lag: number;
  readonly error: CheckpointRow['error'];
}

/** How often a projector with nothing to apply writes its advancing checkpoint. */
const IDLE_CHECKPOINT_EVERY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps every projector's read tables up to date with the log: one catch-up subscription per projector (so a slow or
 * stopped projector holds back no other), batches applied with their checkpoint in one transaction, a change notice
 * after each commit. At start, a projector whose version changed or whose tables are missing is rebuilt first.
 */
export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly failed = new Set<string>();
  private running = false;
  private readonly progress: ProgressNotifier;
  /** When each projector last wrote its checkpoint. */
  private readonly lastSaved = new Map<string, number>();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.progress = new ProgressNotifier(options.pool, (error) =>
      options.log.warn({ err: error }, 'progress not reported'),
    );
    const names = options.projectors.map((p) => p.name);
    const tables = options.projectors.flatMap((p) => p.tables.map((t) => t.name));
    if (new Set(names).size !== names.length) throw new Error('Projector names must be unique');
    if (new Set(tables).size !== tables.length) throw new Error('Read table names must be unique across projectors');
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const stored = new Map((await readCheckpoints(this.options.pool)).map((row) => [row.projector, row]));
    for (const projector of this.options.projectors) {
      const row = stored.get(projector.name);
      let after = row?.checkpoint;
      if (!after || row?.version !== projector.version || !(await this.tablesExist(projector))) {
        this.options.log.info(
          { projector: projector.name, from: row?.version ?? null, to: projector.version },
          'building read tables from the log',
        );
        after = (await rebuildProjector({ ...this.options, projector })).checkpoint;
        this.progress.report(projector.name, after);
      }
      this.follow(projector, after);
    }
  }

  /** Resolves once every running projector has applied everything visible at the time of the call. */
  async caughtUp(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.caughtUp()));
  }

  async stop(): Promise<void> {
    this.running = false;
    const subscriptions = [...this.subscriptions.values()];
    this.subscriptions.clear();
    await Promise.all(subscriptions.map((s) => s.stop()));
  }

  async status(): Promise<ProjectorState[]> {
    const [rows, head] = await Promise.all([readCheckpoints(this.options.pool), this.options.store.head()]);
    const byName = new Map(rows.map((r) => [r.projector, r]));
    return this.options.projectors.map((projector) => {
      const row = byName.get(projector.name);
      const checkpoint = row?.checkpoint ?? { commit: '0', position: 0 };
      const status =
        row?.status === 'failed' || this.failed.has(projector.name)
          ? 'failed'
          : this.subscriptions.has(projector.name)
            ? 'live'
            : 'stopped';
      return {
        name: projector.name,
        status,
        checkpoint,
        lag: Math.max(0, head.position - checkpoint.position),
        error: row?.error ?? null,
      };
    });
  }

  private follow(projector: Projector, after: Checkpoint): void {
    this.failed.delete(projector.name);
    const subscription = this.options.store.subscribe({
      after,
      types: projector.eventTypes,
      batchSize: this.options.batchSize ?? 1000,
      onBatch: (events, checkpoint) => this.handleBatch(projector, events, checkpoint),
      onError: (error) => {
        this.failed.add(projector.name);
        this.subscriptions.delete(projector.name);
        if (!(error instanceof ProjectorStoppedError)) {
          this.options.log.error({ projector: projector.name, err: error }, 'projector stopped');
        }
      },
    });
    this.subscriptions.set(projector.name, subscription);
  }

  private async handleBatch(projector: Projector, events: readonly RecordedEvent[], checkpoint: Checkpoint) {
    const { pool, log } = this.options;
    if (events.length === 0) {
      // Nothing of this projector's in the batch, only a later checkpoint: tell waiting readers at once, and write it
      // down now and then (a restart that rescans a second of other projectors' events costs nothing).
      this.progress.report(projector.name, checkpoint);
      const last = this.lastSaved.get(projector.name) ?? 0;
      if (Date.now() - last < IDLE_CHECKPOINT_EVERY_MS) return;
    }
    this.lastSaved.set(projector.name, Date.now());
    const attempts = this.options.transientRetries ?? 5;
    let outcome: BatchOutcome | undefined;
    for (let attempt = 1; !outcome; attempt++) {
      try {
        outcome = await applyBatch(pool, READ_SCHEMA, projector, events, checkpoint);
      } catch (error) {
        if (isTransient(error) && attempt < attempts && this.running) {
          log.warn({ projector: projector.name, attempt, err: error }, 'batch failed, retrying');
          await sleep(100 * 2 ** attempt);
          continue;
        }
        if (isTransient(error)) throw error;
        outcome = await isolatePoisonEvent(pool, READ_SCHEMA, projector, events, checkpoint, log, (committed, status) =>
          this.progress.report(projector.name, committed, status),
        );
        continue;
      }
      if (outcome.committed) this.progress.report(projector.name, outcome.committed);
    }
    if (outcome.applied > 0) this.options.emitter?.emit({ topics: projector.topics, position: outcome.lastPosition });
  }

  private async tablesExist(projector: Projector): Promise<boolean> {
    const result = await this.options.pool.query<{ missing: number }>(
      'SELECT count(*)::int AS missing FROM unnest($1::text[]) AS t(name) WHERE to_regclass(t.name) IS NULL',
      [projector.tables.map((t) => `${READ_SCHEMA}.${t.name}`)],
    );
    return result.rows[0]!.missing === 0;
  }
}

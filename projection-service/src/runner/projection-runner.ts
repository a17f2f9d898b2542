import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Checkpoint, RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore, Subscription } from '@gym/events/store/event-store';
import { compareCheckpoints, LOG_START } from '@gym/events/store/envelope';
import { applyBatch, applyOneByOne, ProjectorStoppedError } from './apply-batch.js';
import { backoffMs, isTransient } from './transient-errors.js';
import type { BatchOutcome } from './apply-batch.js';
import { StepChanges } from './change-emitter.js';
import type { ChangeEmitter } from './change-emitter.js';
import { readCheckpoints } from '@gym/kernel/projection/service-contract/checkpoints';
import type { CheckpointRow } from '@gym/kernel/projection/service-contract/checkpoints';
import type { Projector } from '@gym/kernel/projection/projector';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';
import { Heartbeat } from '@gym/kernel/projection/service-contract/heartbeat';
import { IdleCheckpoints } from './idle-checkpoints.js';
import { NotifyBatcher } from './notify-batcher.js';
import { ProgressNotifier } from './progress-notifier.js';
import { rebuildProjectors } from './rebuild.js';
import { ProjectorRebuildError } from './rebuild-error.js';
import { buildFromLogStart } from './build-from-log-start.js';
import type { RebuildResult, SnapshotPolicy } from './rebuild.js';
import { rebuildThenSnapshot } from './rebuild-then-snapshot.js';
import { lastSnapshotPosition, takeLiveSnapshot } from '@gym/kernel/projection/as-of/as-of-snapshots';

export interface ProjectionRunnerOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projectors: readonly Projector[];
  readonly log: Logger;
  readonly emitter?: ChangeEmitter;
  /** Where progress reports go out; shared with the change emitter so both travel in one statement. */
  readonly notifications?: NotifyBatcher;
  readonly batchSize?: number;
  /**
   * The subscription stopped for good (read errors are retried for ever; this is a batch handler failing outright).
   * The service's main ends the process so its supervisor starts a fresh one; the heartbeat has stopped by then, so
   * health already says the part is down.
   */
  readonly onFatal?: (error: unknown) => void;
  /** Time travel's snapshots of some projectors' tables, every so many events (see `as-of-snapshots.ts`). */
  readonly snapshots?: SnapshotPolicy;
}

export interface ProjectorState {
  readonly name: string;
  readonly status: 'live' | 'failed' | 'stopped';
  readonly checkpoint: Checkpoint;
  /** Events appended to the log after this projector's checkpoint (log head − checkpoint, by position). */
  readonly lag: number;
  readonly error: CheckpointRow['error'];
}

/**
 * At a rush hour's rate most of what the projectors' transactions cost was per batch, not per event: a transaction, a
 * checkpoint and a progress notice for each projector, and a read of the log. Once batches hold a few events, waiting
 * a moment before the next read makes them larger (10,000 check-ins at 1,000/s on the 100,000-member gym, waiting
 * 10 ms: 335 batches and 379 reads of the log instead of 559 and 1,032; `npm run bench`'s check-ins, back to back on
 * an idle machine: 2,204/s waiting 10 ms, 2,510/s waiting 20 ms). A quiet desk's lone check-in is applied at once.
 */
const GATHER_BUSY_BATCHES = { events: 4, ms: 20 } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps every projector's read tables up to date with the log. One catch-up subscription reads the log for all of
 * them (one read per wake-up, not one per projector); each batch goes to every live projector side by side, each
 * applying its events with its checkpoint in its own transaction, and one change notice goes out for the batch. A
 * projector that fails stops alone; the others go on. At start, projectors whose version changed or whose tables are
 * missing are rebuilt first, together, in one pass over the log.
 */
export class ProjectionRunner {
  private subscription: Subscription | null = null;
  private readonly failed = new Set<string>();
  /** Per projector, its events that failed since the last one it applied (see `MAX_FAILED_IN_A_ROW`). */
  private readonly failedInARow = new Map<string, number>();
  private running = false;
  private readonly progress: ProgressNotifier;
  /** Where progress and change notices go out; stopped with the runner, so shutdown never waits on its retries. */
  private readonly notifications: NotifyBatcher;
  /** Writes down, a second later, how far projectors with nothing to apply got (see `idle-checkpoints.ts`). */
  private readonly idle: IdleCheckpoints;
  /** How far each projector is known to be, so a report never goes backwards. */
  private readonly reached = new Map<string, Checkpoint>();
  /** Position of each snapshotted projector's newest snapshot; a projector being copied is absent meanwhile. */
  private readonly snapshotAt = new Map<string, number>();
  /** Proof of life for health checks: beats only while this runner runs. */
  private readonly heartbeat: Heartbeat;
  /** The pass taking time travel's snapshots after a rebuild at start (see `rebuild-then-snapshot.ts`), if any. */
  private snapshotting: Promise<void> = Promise.resolve();
  /** Stops that pass when the runner stops. */
  private stopping = new AbortController();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.heartbeat = new Heartbeat(options.pool, (error) => options.log.warn({ err: error }, 'heartbeat not written'));
    this.notifications =
      options.notifications ??
      new NotifyBatcher(options.pool, (error, retrying) =>
        options.log.warn({ err: error, retrying }, 'progress not reported'),
      );
    this.progress = new ProgressNotifier(this.notifications);
    this.idle = new IdleCheckpoints(
      options.pool,
      (projector) => this.reached.get(projector),
      // Said again once stored: a listener that re-read the checkpoints just before this write hears it now.
      (projectors) => {
        for (const name of projectors) {
          const checkpoint = this.reached.get(name);
          if (checkpoint && !this.failed.has(name)) this.progress.report(name, checkpoint, 'live', false);
        }
      },
      (error) => options.log.warn({ err: error }, 'idle checkpoints not written'),
    );
    const names = options.projectors.map((p) => p.name);
    const tables = options.projectors.flatMap((p) => p.tables.map((t) => t.name));
    if (new Set(names).size !== names.length) throw new Error('Projector names must be unique');
    if (new Set(tables).size !== tables.length) throw new Error('Read table names must be unique across projectors');
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.failed.clear();
    // First, so a long first build (or a rebuild after a version change) shows as "starting", not as a dead service.
    await this.heartbeat.start();
    const stored = new Map((await readCheckpoints(this.options.pool)).map((row) => [row.projector, row]));
    const stale: Projector[] = [];
    for (const projector of this.options.projectors) {
      const row = stored.get(projector.name);
      if (!row || row.version !== projector.version || !(await this.tablesExist(projector))) stale.push(projector);
      else this.reached.set(projector.name, row.checkpoint);
    }
    if (stale.length > 0) await this.buildStale(stale);
    for (const projector of this.options.projectors) {
      if (this.options.snapshots?.projectors.includes(projector.name)) {
        this.snapshotAt.set(projector.name, await lastSnapshotPosition(this.options.pool, projector));
      }
    }
    // Read from the projector furthest behind; each skips what it already has.
    const after = [...this.reached.values()].reduce((min, c) => (compareCheckpoints(c, min) < 0 ? c : min));
    const handled = new Map(this.options.projectors.map((p) => [p.name, new Set(p.eventTypes)]));
    this.subscription = this.options.store.subscribe({
      after,
      types: [...new Set(this.options.projectors.flatMap((p) => p.eventTypes))],
      batchSize: this.options.batchSize ?? 1000,
      gather: GATHER_BUSY_BATCHES,
      onBatch: (events, checkpoint) => {
        // One change notice for the step, once every projector is through with it (see `StepChanges`).
        const changes = new StepChanges(this.options.emitter);
        return Promise.all(
          this.options.projectors
            .filter((projector) => !this.failed.has(projector.name))
            .map((projector) =>
              this.handleBatch(
                projector,
                events.filter((e) => handled.get(projector.name)!.has(e.type)),
                checkpoint,
                changes,
              ).catch((error: unknown) => this.stopProjector(projector, error)),
            ),
        ).then(() => changes.flush());
      },
      onError: (error) => {
        this.options.log.error({ err: error }, 'projections stopped');
        for (const projector of this.options.projectors) this.failed.add(projector.name);
        void this.heartbeat.stop().then(() => this.options.onFatal?.(error));
      },
    });
  }

  /**
   * Rebuilds the projectors whose tables are missing or of another version, in one pass over the log. A rebuild that
   * fails on one projector's work (an event in the log it cannot apply: the pass is set-based and cannot skip one) is
   * tried again without that projector, which gets empty tables and a checkpoint at the log's start instead: the live
   * subscription then applies the log to it batch by batch, parking what it cannot apply. One bad event delays that
   * projector; it no longer stops the service at every start.
   */
  private async buildStale(stale: readonly Projector[]): Promise<void> {
    const { snapshots, log, pool } = this.options;
    let pending = stale;
    while (pending.length > 0) {
      log.info({ projectors: pending.map((p) => p.name) }, 'building read tables from the log');
      let rebuilt: Map<string, RebuildResult>;
      try {
        if (snapshots) {
          this.stopping = new AbortController();
          const { results, snapshotted } = await rebuildThenSnapshot({
            ...this.options,
            snapshots,
            projectors: pending,
            signal: this.stopping.signal,
          });
          rebuilt = results;
          this.snapshotting = snapshotted.then(
            () => log.info('time-travel snapshots taken'),
            (error: unknown) => {
              if (!this.stopping.signal.aborted) log.warn({ err: error }, 'time-travel snapshots not all taken');
            },
          );
        } else {
          rebuilt = await rebuildProjectors({ ...this.options, projectors: pending });
        }
      } catch (error) {
        if (!(error instanceof ProjectorRebuildError)) throw error;
        const failed = pending.find((p) => p.name === error.projector)!;
        log.error(
          { projector: failed.name, err: error.cause },
          'rebuild failed on this projector: it is built from the log batch by batch instead, parking what it cannot apply',
        );
        await buildFromLogStart(pool, failed);
        this.reached.set(failed.name, LOG_START);
        pending = pending.filter((p) => p !== failed);
        continue;
      }
      for (const [name, result] of rebuilt) this.advance(name, result.checkpoint, 'live', true);
      return;
    }
  }

  /** Resolves once every running projector has applied everything visible at the time of the call. */
  async caughtUp(): Promise<void> {
    await this.subscription?.caughtUp();
  }

  /**
   * Resolves once the snapshots a rebuild at start left to a second pass are taken (at once when there were none);
   * a pass that failed has said so in the log, and time travel then replays from older snapshots.
   */
  async snapshotsTaken(): Promise<void> {
    await this.snapshotting;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping.abort();
    await this.snapshotting;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    await this.idle.stop();
    await this.notifications.stop();
    await this.heartbeat.stop();
  }

  async status(): Promise<ProjectorState[]> {
    const [rows, head] = await Promise.all([readCheckpoints(this.options.pool), this.options.store.head()]);
    const byName = new Map(rows.map((r) => [r.projector, r]));
    return this.options.projectors.map((projector) => {
      const row = byName.get(projector.name);
      const checkpoint = row?.checkpoint ?? { commit: '0', position: 0 };
      const status =
        row?.status === 'failed' || this.failed.has(projector.name) ? 'failed' : this.subscription ? 'live' : 'stopped';
      return {
        name: projector.name,
        status,
        checkpoint,
        lag: Math.max(0, head.position - checkpoint.position),
        error: row?.error ?? null,
      };
    });
  }

  private stopProjector(projector: Projector, error: unknown): void {
    this.failed.add(projector.name);
    if (!(error instanceof ProjectorStoppedError)) {
      this.options.log.error({ projector: projector.name, err: error }, 'projector stopped');
    }
  }

  /**
   * Records that a projector reached a checkpoint and tells listeners, unless it was already further. `changed`: its
   * tables changed on the way (false when it only moved past other projectors' events).
   */
  private advance(
    projector: string,
    checkpoint: Checkpoint,
    status: 'live' | 'failed' = 'live',
    changed = false,
  ): void {
    const known = this.reached.get(projector);
    if (status === 'live' && known && compareCheckpoints(known, checkpoint) >= 0) return;
    this.reached.set(projector, checkpoint);
    this.progress.report(projector, checkpoint, status, changed);
  }

  private async handleBatch(
    projector: Projector,
    events: readonly RecordedEvent[],
    checkpoint: Checkpoint,
    changes: StepChanges,
  ) {
    const { pool, log } = this.options;
    if (events.length === 0) {
      // Nothing of this projector's in the batch, only a later checkpoint: tell waiting readers at once, and write it
      // down within a second, together with the other idle projectors' (no transaction per idle projector a batch).
      this.advance(projector.name, checkpoint);
      this.idle.advanced(projector.name);
      return;
    }
    let outcome: BatchOutcome | undefined;
    let poisoned = false;
    for (let attempt = 1; !outcome; attempt++) {
      try {
        if (poisoned) {
          const oneByOne = await applyOneByOne(
            pool,
            READ_SCHEMA,
            projector,
            events,
            checkpoint,
            log,
            (committed, status) => this.advance(projector.name, committed, status, true),
            this.failedInARow.get(projector.name),
          );
          this.failedInARow.set(projector.name, oneByOne.failedInARow);
          outcome = oneByOne;
        } else {
          outcome = await applyBatch(pool, READ_SCHEMA, projector, events, checkpoint);
          this.failedInARow.delete(projector.name);
        }
      } catch (error) {
        // A transient failure (the connection lost, the server out of connections, a deadlock) is tried again for as
        // long as the runner runs, as the log's reads are. Giving up after five tries stopped the projector for good
        // when a busy shared server ran out of connections, and read-your-writes then waited for it in vain.
        if (isTransient(error) && this.running) {
          log.warn({ projector: projector.name, attempt, err: error }, 'batch failed, retrying');
          await sleep(backoffMs(attempt + 1));
          continue;
        }
        if (isTransient(error) || poisoned) throw error;
        // Not transient: apply one by one, parking the events the projector cannot apply (see `applyOneByOne`).
        poisoned = true;
        continue;
      }
      if (outcome.committed) this.advance(projector.name, outcome.committed, 'live', outcome.applied > 0);
    }
    this.idle.stored(projector.name);
    if (outcome.applied > 0) changes.add({ topics: projector.topics, position: outcome.lastPosition });
    if (outcome.committed) this.snapshotIfDue(projector, outcome.committed.position);
  }

  /** Starts a snapshot of the live tables when the last one is an interval behind; the batches go on meanwhile. */
  private snapshotIfDue(projector: Projector, position: number): void {
    const last = this.snapshotAt.get(projector.name);
    const every = this.options.snapshots?.every;
    if (last === undefined || every === undefined || position - last < every) return;
    this.snapshotAt.delete(projector.name);
    takeLiveSnapshot(this.options.pool, projector, READ_SCHEMA)
      .then((snapshot) => this.snapshotAt.set(projector.name, snapshot?.checkpoint.position ?? last))
      .catch((error: unknown) => {
        this.snapshotAt.set(projector.name, last);
        this.options.log.warn({ projector: projector.name, err: error }, 'time-travel snapshot not taken');
      });
  }

  private async tablesExist(projector: Projector): Promise<boolean> {
    const result = await this.options.pool.query<{ missing: number }>(
      'SELECT count(*)::int AS missing FROM unnest($1::text[]) AS t(name) WHERE to_regclass(t.name) IS NULL',
      [projector.tables.map((t) => `${READ_SCHEMA}.${t.name}`)],
    );
    return result.rows[0]!.missing === 0;
  }
}

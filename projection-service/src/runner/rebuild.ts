import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { compareCheckpoints, LOG_START } from '@gym/events/store/envelope';
import type { Checkpoint, RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { encodeProgressNotice, PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import type { Projector } from '@gym/kernel/projection/projector';
import { inSchemaTransaction, inSchemaTransactionOn, rollingBack } from './schema-transaction.js';
import { atBackgroundPriority, serverOnThisMachine } from './background-priority.js';
import { swapIn } from './swap-in.js';
import { createShadowTables, finishShadowTables, finishShadowTablesOn } from './shadow-tables.js';
import type { BareTablesLater } from './shadow-tables.js';
import { copySnapshot, dropSnapshots } from '@gym/kernel/projection/as-of/as-of-snapshots';
import { analyzeLogIfStale } from '@gym/events/postgres/log-statistics';
import { applyInSql, countInSql, planPass, rangeCounter, typesToRead } from './set-based-pass.js';
import type { PassPlan } from './set-based-pass.js';
import { PassMemory } from '@gym/kernel/projection/pass-rows';
import { shareOut } from './share-out.js';
import { isTransient } from './transient-errors.js';
import { ProjectorRebuildError } from './rebuild-error.js';

export interface RebuildOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly log: Logger;
  readonly batchSize?: number;
  /** Time travel's snapshots, taken as the rebuild passes through the log (see `as-of-snapshots.ts`). */
  readonly snapshots?: SnapshotPolicy;
  /**
   * Whether projectors' set-based statements take their event types where the log lies (the default, when the log
   * is a table of `pool`'s database); false carries every event to `apply`, as a live runner does.
   */
  readonly setBased?: boolean;
  /**
   * Tests: set-based statements take ranges of at most this many positions, beside the pass as it reaches each,
   * instead of the whole log at once from the pass's start.
   */
  readonly setBasedRange?: number;
  /**
   * Whether projectors get the pass's memory (the default); false has them load and write their rows at each batch,
   * as live (a test compares both). Set-based statements that gather into the memory need it.
   */
  readonly memory?: boolean;
  /**
   * False: a pass that only takes time travel's snapshots (`snapshots`) of projectors already live. Their live tables
   * stay as they are, the private ones are dropped once the pass is over, and the old snapshots are the caller's to
   * drop beforehand (see `rebuild-then-snapshot.ts`).
   */
  readonly swap?: boolean;
  /** Stops the pass between two batches (a service stopping): the rebuild then fails, and nothing is swapped in. */
  readonly signal?: AbortSignal;
}

export interface SnapshotPolicy {
  /** Events between two snapshots of a projector. */
  readonly every: number;
  /** The projectors that get snapshots. */
  readonly projectors: readonly string[];
}

export interface RebuildResult {
  readonly events: number;
  readonly milliseconds: number;
  readonly checkpoint: Checkpoint;
}

/**
 * Events per rebuild batch: large, since nobody waits on a single event during a rebuild, and a member's row is then
 * written once for several visits. On the 20,000-member gym 40,000 cost the PostgreSQL backends about 15 % less CPU
 * than 10,000 (56 against 65 s) and 80,000 no less again, for more memory (about 540 and 710 MB of peak RSS).
 */
export const REBUILD_BATCH_SIZE = 40_000;

const rebuildSchema = (projector: Projector) => `rebuild_${projector.name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
const lockKey = (projector: Projector) => `rebuild:${projector.name}`;

/** Rebuilds one projector (the `npm run rebuild` command, a version change). */
export async function rebuildProjector(options: RebuildOptions & { projector: Projector }): Promise<RebuildResult> {
  const results = await rebuildProjectors({ ...options, projectors: [options.projector] });
  return results.get(options.projector.name)!;
}

/**
 * Replays the log once into fresh tables of every given projector, each in a private schema (one read of the log,
 * each batch applied to all projectors side by side, the next batch read meanwhile). Then, projector by projector,
 * in one transaction that holds its checkpoint row (so the live runner waits), applies what arrived meanwhile, drops
 * the old tables and moves the new ones into `read`. Queries see the old tables until that commit and the complete
 * new ones after it, never a half-built table.
 */
export async function rebuildProjectors(
  options: RebuildOptions & { projectors: readonly Projector[] },
): Promise<Map<string, RebuildResult>> {
  const { pool, store, projectors, log } = options;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const { setBasedRange } = options;
  const started = performance.now();
  const guard = await pool.connect();
  let copying: Promise<void> = Promise.resolve();
  /** Waits for the set-based ranges still running beside the pass (a failed rebuild leaves none behind it). */
  let settleBehind = async () => {};
  try {
    // One rebuild of a projector at a time, whoever started it (the service at start, or the command line).
    for (const projector of projectors)
      await guard.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey(projector)]);
    // The pass reads the whole log: a log just loaded in bulk has no statistics yet, and read badly without them.
    await analyzeLogIfStale(pool);
    const sqlLog = options.setBased !== false && store.sqlLog?.pool === pool ? store.sqlLog : null;
    const withMemory = options.memory !== false;
    const snapshotted = (projector: Projector) => options.snapshots?.projectors.includes(projector.name) ?? false;
    const plans = planPass(projectors, sqlLog, { memory: withMemory, snapshotted });
    const bareLater = new Map<PassPlan, BareTablesLater>();
    for (const plan of plans) {
      const schema = rebuildSchema(plan.projector);
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      bareLater.set(plan, await createShadowTables(pool, schema, plan));
    }
    const countRange = sqlLog ? rangeCounter(pool, sqlLog, plans) : null;
    const wanted = plans.map((plan) => ({
      projector: plan.projector,
      plan,
      events: 0,
      /** Where the range its set-based statements have not taken yet begins. */
      inSqlFrom: LOG_START,
      /** The rows the projector keeps for the pass, written before its tables are read (see `memoryDue`). */
      memory: withMemory ? new PassMemory() : undefined,
      snapshots: options.snapshots?.projectors.includes(plan.projector.name)
        ? { every: options.snapshots.every, last: 0 }
        : null,
      /** The ranges its set-based statements take beside the pass, one after the other (see `takeBehind`). */
      behind: Promise.resolve(),
      behindError: null as unknown,
      /** What those ranges gathered, for the memory once `apply` has taken the rest of their events. */
      gathered: [] as (readonly Record<string, unknown>[])[],
      /** Whether its tables got their keys and indexes beside the pass (see `finishBehind`). */
      finished: false,
    }));
    type Entry = (typeof wanted)[number];
    settleBehind = async () => {
      await Promise.allSettled(wanted.map((entry) => entry.behind));
    };
    const snapshotDueAt = (entry: Entry, at: Checkpoint) =>
      entry.snapshots !== null && at.position - entry.snapshots.last >= entry.snapshots.every;
    /**
     * Whether a projector's set-based statements take their range at the end of this batch: before a snapshot of its
     * tables, at the end of the pass (what arrived since the whole-log range began), and once a test's range is long.
     * Not at every batch: a member's last visit would then be gathered once per batch they visited in.
     */
    const inSqlDue = (entry: Entry, until: Checkpoint, last: boolean) =>
      entry.plan.inSql.length > 0 &&
      compareCheckpoints(until, entry.inSqlFrom) > 0 &&
      (last ||
        snapshotDueAt(entry, until) ||
        (setBasedRange !== undefined && until.position - entry.inSqlFrom.position >= setBasedRange));
    /**
     * Whether the rows a projector keeps in memory must be in its tables after this batch: before they are read, by
     * a snapshot or once the pass is over (set-based statements never touch them: they gather into the memory).
     */
    const memoryDue = (entry: Entry, until: Checkpoint, last: boolean) => last || snapshotDueAt(entry, until);
    // Old snapshots may be of another version or of tables built differently: the pass takes them anew.
    const swap = options.swap !== false;
    if (swap) for (const entry of wanted) if (entry.snapshots) await dropSnapshots(pool, entry.projector.name);
    const types = typesToRead(plans);
    const applyAll = (events: readonly RecordedEvent[], until: Checkpoint, last: boolean) => {
      const shares = shareOut(events, wanted);
      return Promise.all(
        wanted.map((entry, index) =>
          applyShare(entry, shares[index]!, until, last).catch((error: unknown) => {
            throw isTransient(error) || options.signal?.aborted
              ? error
              : new ProjectorRebuildError(entry.projector.name, error);
          }),
        ),
      );
    };
    const applyShare = async (entry: Entry, mine: readonly RecordedEvent[], until: Checkpoint, last: boolean) => {
      if (entry.behindError) throw entry.behindError;
      const handled = mine.length;
      const inSql = inSqlDue(entry, until, last);
      // A test's range before the last is taken beside the pass (see `takeBehind`), unless a snapshot of the
      // projector's tables waits for it.
      const behind = inSql && !last && entry.snapshots === null;
      const from = entry.inSqlFrom;
      if (inSql) entry.inSqlFrom = until;
      if (behind) takeBehind(entry, from, until);
      const inSqlNow = inSql && !behind;
      const write = memoryDue(entry, until, last) && entry.memory !== undefined;
      // Every range taken beside the pass is done before the last one and before the memory is written; waited
      // for before this batch takes a connection, which those ranges need.
      if (inSqlNow || write || last) await entry.behind;
      const gathered = write ? entry.gathered.splice(0) : [];
      if (handled === 0 && !inSqlNow && gathered.length === 0 && !(write && entry.memory!.holding)) return;
      const [counted] = await Promise.all([
        inSqlNow ? countRange!(from, until).then((counts) => countInSql(entry.plan, counts)) : 0,
        inSchemaTransaction(pool, rebuildSchema(entry.projector), async (client) => {
          // The batch's other events first: what the statements gather goes into rows the memory holds (a
          // visit of the member the batch registered); the memory is written after both.
          if (handled > 0) await entry.projector.apply(mine, client, 'rebuild', entry.memory);
          const { gather } = entry.projector.setBasedRebuild ?? {};
          for (const rows of gathered) gather!.into(rows, entry.memory!);
          if (inSqlNow) {
            const rows = await applyInSql(client, sqlLog!, entry.plan, from, until);
            if (rows) gather!.into(rows, entry.memory!);
          }
          if (write) await entry.memory!.write(client);
        }),
      ]);
      entry.events += mine.length + counted;
    };
    let statementsBehind: Promise<unknown> = Promise.resolve();
    /** Runs `work` for the projector after its earlier work behind the pass and after every projector's before it. */
    const chainBehind = (entry: Entry, work: () => Promise<void>) => {
      const previous = Promise.all([entry.behind, statementsBehind.catch(() => undefined)]);
      entry.behind = previous.then(work);
      statementsBehind = entry.behind;
      // Seen by the projector's next batch or the final wait; not an unhandled rejection meanwhile.
      entry.behind.catch((error: unknown) => {
        entry.behindError = error;
      });
    };
    /**
     * Chains a range of a projector's set-based statements after its earlier ones, in a transaction of its own, on
     * connections of its own, while Node goes on with the next batches: the statements read the log and write
     * tables `apply` does not touch, and what they gather waits for the memory's write at the end of the pass. A
     * rebuild without snapshots takes the whole log up to the pass's start this way (its statements' work, about
     * a fifth of a 100,000-member gym's rebuild, then overlaps the pass instead of following it).
     *
     * Every projector's ranges wait for the ones taken before them, and run at background priority: one statement
     * at a time uses the core Node's pass leaves idle. Four at once (check-ins, member history, the dashboard's
     * daily counts, members' latest visits) took both cores for the pass's first 40 s at 100,000 members, and
     * starved Node, whose pass sets the rebuild's pace.
     */
    const takeBehind = (entry: Entry, from: Checkpoint, until: Checkpoint) =>
      chainBehind(entry, async () => {
        // Counted before the transaction takes its connection: nothing here holds one while waiting for another.
        const counted = countInSql(entry.plan, await countRange!(from, until));
        const rows = await atBackgroundPriority(pool, (client) =>
          inSchemaTransactionOn(client, rebuildSchema(entry.projector), (inSchema) =>
            applyInSql(inSchema, sqlLog!, entry.plan, from, until),
          ),
        );
        if (rows) entry.gathered.push(rows);
        entry.events += counted;
      });
    /**
     * Builds the keys and indexes of a projector whose tables only its set-based statements write, once they have
     * taken the whole log, beside the pass and after every statement before it: the check-ins' two indexes were 18 s
     * of the 21 s after the pass at 100,000 members, on cores the pass's second half leaves about a quarter idle. What
     * arrived since the pass began then goes into indexed tables, as it does live.
     */
    const finishBehind = (entry: Entry) => {
      entry.finished = true;
      chainBehind(entry, () =>
        atBackgroundPriority(pool, (client) =>
          finishShadowTablesOn(client, rebuildSchema(entry.projector), entry.plan, bareLater.get(entry.plan)!),
        ),
      );
    };
    // The whole log as it stands, beside the pass from its start, for projectors whose tables no snapshot waits on.
    if (sqlLog && setBasedRange === undefined) {
      const head = await store.head();
      for (const entry of wanted) {
        if (entry.plan.inSql.length === 0 || entry.snapshots !== null) continue;
        if (compareCheckpoints(head, LOG_START) === 0) continue;
        takeBehind(entry, LOG_START, head);
        entry.inSqlFrom = head;
      }
      // After every projector's statements: a projector's ranges wait for everything taken before them.
      for (const entry of wanted)
        if (entry.inSqlFrom !== LOG_START && entry.plan.applied.size === 0) finishBehind(entry);
    }
    /**
     * Copies the private tables of each projector whose last snapshot is an interval behind `at`, beside the pass:
     * the copy's transaction fixes its view of the tables before the next batch is applied, then copies while the
     * pass goes on. One copy at a time; a failed copy fails the rebuild at the next call or at the end.
     */
    const snapshotDue = async (at: Checkpoint) => {
      const due = wanted.filter((e) => snapshotDueAt(e, at));
      if (due.length === 0) return;
      await copying;
      const client = await pool.connect();
      try {
        // REPEATABLE READ takes its snapshot at the first statement: the tables as they stand at `at`.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await client.query('SELECT 1');
      } catch (error) {
        client.release();
        throw error;
      }
      for (const entry of due) entry.snapshots!.last = at.position;
      copying = (async () => {
        try {
          await rollingBack(client, async () => {
            for (const entry of due) await copySnapshot(client, entry.projector, rebuildSchema(entry.projector), at);
            await client.query('COMMIT');
          });
        } finally {
          client.release();
        }
      })();
      // Seen by the next `await copying`; not an unhandled rejection meanwhile.
      copying.catch(() => undefined);
    };
    /**
     * How many events to read after `at`: a batch, but no further than the next snapshot due (as `snapshotDue` will
     * see it once the batch ending at `at` is applied), so snapshots stay about `every` apart however large the
     * batches are; time travel replays from the nearest one.
     */
    const readLimit = (at: Checkpoint) => {
      let limit = batchSize;
      for (const { snapshots } of wanted) {
        if (!snapshots) continue;
        const last = at.position - snapshots.last >= snapshots.every ? at.position : snapshots.last;
        const left = Math.max(1, last + snapshots.every - at.position);
        // Even pieces up to the snapshot (50,000 in batches of 40,000: 25,000 twice, not 40,000 then 10,000).
        limit = Math.min(limit, Math.ceil(left / Math.ceil(left / batchSize)));
      }
      return limit;
    };
    let after = LOG_START;
    let limit = readLimit(after);
    let next = store.readAll({ after, limit, types });
    for (;;) {
      const batch = await next;
      // Before the next read starts: none is left running behind a stopped rebuild.
      options.signal?.throwIfAborted();
      after = batch.checkpoint;
      const more = batch.events.length === limit;
      if (more) {
        limit = readLimit(after);
        next = store.readAll({ after, limit, types });
      }
      await applyAll(batch.events, after, !more);
      await snapshotDue(after);
      if (!more) break;
    }
    await copying;
    log.info({ milliseconds: Math.round(performance.now() - started) }, 'rebuild pass over the log done');
    if (!swap) {
      // Only the snapshots were wanted: the live tables stay, the private ones go (below), unfinished.
      const milliseconds = performance.now() - started;
      return new Map(
        wanted.map(({ projector, events }) => [projector.name, { events, milliseconds, checkpoint: after }]),
      );
    }
    // Side by side: PostgreSQL copies and indexes on both cores, each statement on one where they are Node's too.
    const serial = await serverOnThisMachine(guard);
    await Promise.all(
      wanted
        .filter((entry) => !entry.finished)
        .map(({ plan }) =>
          finishShadowTables(pool, rebuildSchema(plan.projector), plan, bareLater.get(plan)!, { serial }),
        ),
    );
    log.info({ milliseconds: Math.round(performance.now() - started) }, 'rebuilt tables finished');

    const results = new Map<string, RebuildResult>();
    for (const entry of wanted) {
      const { projector } = entry;
      const schema = rebuildSchema(projector);
      // What arrived during the pass is applied as the swap goes in: an event there that cannot be applied fails
      // this projector's rebuild, which the runner then builds batch by batch, parking that event.
      const { reached, events } = await swapIn({ pool, store, projector, schema, from: after, batchSize, log }).catch(
        (error: unknown) => {
          throw isTransient(error) ? error : new ProjectorRebuildError(projector.name, error);
        },
      );
      entry.events += events;
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      // Tell waiting readers (read-your-writes) where the swapped-in tables stand.
      await pool.query('SELECT pg_notify($1, $2)', [
        PROGRESS_CHANNEL,
        encodeProgressNotice({
          projector: projector.name,
          commit: reached.commit,
          position: reached.position,
          status: 'live',
        }),
      ]);
      const milliseconds = performance.now() - started;
      results.set(projector.name, { events: entry.events, milliseconds, checkpoint: reached });
      log.info(
        { projector: projector.name, events: entry.events, milliseconds: Math.round(milliseconds) },
        'projector rebuilt',
      );
    }
    return results;
  } finally {
    await copying.catch(() => undefined);
    await settleBehind();
    // A pass for snapshots alone drops its tables however it ended, stopped included: no later rebuild need come to
    // clear them (a swapping pass that failed leaves its own to the next attempt, which drops them at its start).
    if (options.swap === false) {
      for (const projector of projectors)
        await pool.query(`DROP SCHEMA IF EXISTS ${rebuildSchema(projector)} CASCADE`).catch(() => undefined);
    }
    for (const projector of projectors) {
      await guard.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(projector)]).catch(() => undefined);
    }
    guard.release();
  }
}

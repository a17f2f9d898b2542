import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { compareCheckpoints, LOG_START } from '@gym/events/store/envelope';
import type { Checkpoint, RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore, SqlLog } from '@gym/events/store/event-store';
import type { Projector } from '../projector.js';
import type { Queryable } from '../queryable.js';
import { parkedPositions } from '../parked-events.js';
import { asOfTablesOf, READ_SCHEMA } from '../projector.js';
import { dropSearchIndexes, snapshotBefore } from './as-of-snapshots.js';

/** What a time-travelling view needs rebuilt as of its instant. */
export interface AsOfScope {
  /** The projectors whose tables the view reads; every other read table is seen as it is now. */
  readonly projectors: readonly string[];
  /**
   * Rebuild from these streams alone, from the start of the log (one invoice: its own stream says everything),
   * instead of from the newest snapshot plus every event since.
   */
  readonly streams?: readonly string[];
  /**
   * Projectors that keep a journal of their own changes (the dashboard): their tables go from the snapshot to the
   * instant by this function, given the snapshot's checkpoint (or the start of the log) and the instant's, with the
   * view's tables first on the search path, instead of by replaying the events in between.
   */
  readonly journals?: Readonly<Record<string, AsOfJournal>>;
}

/**
 * Brings a projector's tables on the search path from `after` to `until` (see `AsOfScope.journals`). `log` is the
 * event log as a relation of the view's own database, for figures a journal leaves to the log itself; null when the
 * log lies elsewhere.
 */
export type AsOfJournal = (
  client: PoolClient,
  after: Checkpoint,
  until: Checkpoint,
  log: SqlLog | null,
) => Promise<void>;

/** The rebuilt tables, for the view's queries: `schema` is where they are, `db` the transaction that sees them. */
export interface AsOfView {
  readonly db: Queryable;
  readonly schema: string;
}

/** The store cannot say which event was the last at an instant (see `EventStore.checkpointAt`). */
export class TimeTravelUnavailableError extends Error {
  override readonly name = 'TimeTravelUnavailableError';
  /** Why: the event store keeps no time index, or the dashboard's check-ins are in a log in another database. */
  constructor(readonly why: { store: string } | 'log_elsewhere') {
    super(
      why === 'log_elsewhere'
        ? 'The dashboard of the past counts check-ins in the event log, which is in another database'
        : `The ${why.store} event store cannot look events up by time`,
    );
  }
}

/** Events read per round trip while replaying the interval after a snapshot. */
const TAIL_BATCH = 10_000;

/** Advisory lock class of a snapshot in use by a view (with the snapshot's id). */
const SNAPSHOT_IN_USE_LOCK = 727_003;

/**
 * Builds read tables as they stood at an instant, for one request, and throws them away after it (issue 13, item 7).
 *
 * In one transaction that is always rolled back: a private schema shows each of the scope's projectors' tables as a
 * view of that projector's newest snapshot at or before the instant (or as a new empty table when there is none, or
 * when the view is rebuilt from its streams), and the events between the snapshot and the instant are applied through
 * those views by the projectors' own code, exactly as the live runner applied them; a projector with a journal
 * (`AsOfScope.journals`) adds its journal's rows in between instead, which is far less work than its events. Nothing is copied, and the
 * rollback leaves the snapshot as it was. Views using the same snapshot take turns (an advisory lock), since each
 * changes its rows for a moment. Every other read table shows through as a view of the live one (names on an old
 * invoice are today's names).
 */
export class AsOfReader {
  private readonly byName: ReadonlyMap<string, Projector>;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    projectors: readonly Projector[],
  ) {
    this.byName = new Map(projectors.map((p) => [p.name, p]));
  }

  async read<T>(instant: Date, scope: AsOfScope, work: (view: AsOfView) => Promise<T>): Promise<T> {
    if (!this.store.checkpointAt) {
      throw new TimeTravelUnavailableError({ store: this.store.name });
    }
    const projectors = scope.projectors.map((name) => {
      const projector = this.byName.get(name);
      if (!projector) throw new Error(`No projector named ${name}`);
      return projector;
    });
    const until = await this.store.checkpointAt(instant);
    const schema = `asof_q_${randomUUID().replaceAll('-', '')}`;
    const client = await this.pool.connect();
    try {
      await client.query(
        `BEGIN; SET LOCAL statement_timeout = '60s'; CREATE SCHEMA ${schema}; SET LOCAL search_path TO ${schema}, public`,
      );
      const starts = await this.createTables(client, schema, projectors, until, !scope.streams);
      // Before the replay: a projector that looks at another area's table (a plan's name) finds it.
      await showLiveTablesThrough(client, schema);
      if (until) await this.replay(client, projectors, starts, until, scope);
      return await work({ db: oneAtATime(client), schema });
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }

  /** Creates each projector's tables and fills them from its snapshot; answers where each one's replay starts. */
  private async createTables(
    client: PoolClient,
    schema: string,
    projectors: readonly Projector[],
    until: Checkpoint | null,
    fromSnapshots: boolean,
  ): Promise<Map<string, Checkpoint>> {
    const starts = new Map<string, Checkpoint>();
    for (const projector of projectors) {
      const snapshot = fromSnapshots && until ? await snapshotBefore(client, projector, until) : null;
      starts.set(projector.name, snapshot?.checkpoint ?? LOG_START);
      if (snapshot) {
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SNAPSHOT_IN_USE_LOCK, snapshot.snapshotId]);
        for (const table of asOfTablesOf(projector)) {
          await client.query(`CREATE VIEW ${schema}.${table.name} AS TABLE ${snapshot.schema}.${table.name}`);
        }
      } else {
        for (const table of asOfTablesOf(projector)) await client.query(table.ddl);
      }
    }
    // Trigram and other search indexes would only slow the replay; the B-tree ones serve the projectors' lookups.
    await dropSearchIndexes(client, schema);
    return starts;
  }

  /** Applies, projector by projector and in log order, the events after its start up to and including `until`. */
  private async replay(
    client: PoolClient,
    projectors: readonly Projector[],
    starts: ReadonlyMap<string, Checkpoint>,
    until: Checkpoint,
    { streams, journals }: AsOfScope,
  ): Promise<void> {
    const journalled = projectors.filter((p) => !streams && journals?.[p.name]);
    const log = this.store.sqlLog?.pool === this.pool ? this.store.sqlLog : null;
    for (const p of journalled) await journals![p.name]!(client, starts.get(p.name)!, until, log);
    const replayed = projectors.filter((p) => !journalled.includes(p));
    if (replayed.length === 0) return;
    // The events live projectors parked are left out here too: the past is shown as the live tables were built.
    const parked = await parkedPositions(
      client,
      replayed.map((p) => p.name),
    );
    const handled = replayed.map((p) => ({
      projector: p,
      types: new Set(p.eventTypes),
      from: starts.get(p.name)!,
      parked: parked.get(p.name),
    }));
    const applyAll = async (events: readonly RecordedEvent[]) => {
      for (const { projector, types, from, parked: skipped } of handled) {
        const mine = events.filter(
          (e) =>
            types.has(e.type) &&
            compareCheckpoints(e.checkpoint, from) > 0 &&
            compareCheckpoints(e.checkpoint, until) <= 0 &&
            !skipped?.has(e.position),
        );
        if (mine.length > 0) await projector.apply(mine, client, 'live');
      }
    };
    if (streams) {
      const read = await this.store.readStreams(streams.map((streamId) => ({ streamId })));
      const events = read.flatMap((r) => r.events).sort((a, b) => compareCheckpoints(a.checkpoint, b.checkpoint));
      await applyAll(events);
      return;
    }
    const types = [...new Set(handled.flatMap((h) => [...h.types]))];
    let after = handled.map((h) => h.from).reduce((min, c) => (compareCheckpoints(c, min) < 0 ? c : min));
    // The next batch is read on another connection while this one is applied.
    let next = this.store.readAll({ after, limit: TAIL_BATCH, types });
    for (;;) {
      const batch = await next;
      after = batch.checkpoint;
      const more = batch.events.length === TAIL_BATCH && compareCheckpoints(after, until) < 0;
      if (more) next = this.store.readAll({ after, limit: TAIL_BATCH, types });
      await applyAll(batch.events);
      if (!more) break;
    }
  }
}

/**
 * The transaction's client, taking the view's queries one after the other: a view may start several at once
 * (`Promise.all`), which one connection would otherwise have to queue itself.
 */
function oneAtATime(client: PoolClient): Queryable {
  let last: Promise<unknown> = Promise.resolve();
  return {
    query(text, values) {
      const next = last.then(() => client.query(text, values));
      last = next.catch(() => undefined);
      return next;
    },
  };
}

/** Every live read table the private schema does not rebuild is seen through a view of the same name. */
async function showLiveTablesThrough(client: PoolClient, schema: string): Promise<void> {
  await client.query(
    `DO $views$ DECLARE r record; BEGIN
       FOR r IN SELECT t.tablename FROM pg_tables t WHERE t.schemaname = '${READ_SCHEMA}'
         AND NOT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                         WHERE n.nspname = '${schema}' AND c.relname = t.tablename)
       LOOP EXECUTE format('CREATE VIEW %I.%I AS TABLE ${READ_SCHEMA}.%I', '${schema}', r.tablename, r.tablename);
       END LOOP;
     END $views$`,
  );
}

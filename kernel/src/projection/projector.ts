import type { PoolClient } from 'pg';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { PassMemory } from './pass-rows.js';

/**
 * A projector turns events into read tables. It owns its tables: their DDL, how events change them, and the queries
 * that read them (in the same area folder).
 *
 * Its statements use unqualified table names: the runner sets the search path to the live schema (`read`) for normal
 * work and to a private schema while rebuilding, then moves the rebuilt tables into `read` in one transaction.
 */
export interface Projector {
  readonly name: string;
  /** Bump when the tables or the way events map to them change: the next start rebuilds from the log. */
  readonly version: number;
  /** The event types `apply` handles; no other events are read for this projector. */
  readonly eventTypes: readonly string[];
  /** Tables this projector owns, in creation order. */
  readonly tables: readonly TableDefinition[];
  /**
   * The tables time travel needs of this projector (its snapshots copy only these, a view of the past creates only
   * these); every table when absent. A projector whose past comes from a journal names its aggregates alone.
   */
  readonly asOfTables?: readonly string[];
  /**
   * Views "as of" a past instant read this projector's tables: the runner keeps snapshots of them (its `asOfTables`)
   * every so many events, so such a view replays at most one interval (`as-of/as-of-snapshots.ts`).
   */
  readonly timeTravel?: true;
  /** Topics named in the change notice after a batch changed something (the UI refreshes what reads them). */
  readonly topics: readonly string[];
  /**
   * Applies a batch inside the runner's transaction. Set-based statements over the whole batch, not one statement
   * per event: the runner commits the batch and the checkpoint together. `pass` says who writes (see `ApplyPass`).
   *
   * `memory` is given in a full rebuild's pass: rows the projector may keep there from batch to batch instead of
   * loading and writing them at each (`PassMemory`), for tables that only `apply` writes and reads during the pass.
   * Its set-based statements never touch those tables: they gather into the memory instead (`SetBasedRebuild`).
   */
  apply(events: readonly RecordedEvent[], client: PoolClient, pass: ApplyPass, memory?: PassMemory): Promise<void>;
  /**
   * How a full rebuild applies some of the event types in SQL where the log lies, when the log is a table of the same
   * PostgreSQL database (see `SetBasedRebuild`). `apply` still handles every type: live, and in any other rebuild.
   */
  readonly setBasedRebuild?: SetBasedRebuild;
}

/**
 * Set-based statements that apply every event of some types in a range of the log, so that a full rebuild does not
 * carry those events to Node one by one (check-ins are more than half of a gym's log). A rebuild without snapshots of
 * the projector runs them once over the whole log as it stood when the pass began, beside the pass (from its start,
 * on a connection of their own), then over what arrived meanwhile, in the transaction of the last batch; with
 * snapshots, on the ranges up to each snapshot, in the transaction of the range's last batch, after `apply` has taken
 * the other events of every batch in the range. So the effect of these events may not depend on their order among
 * the projector's other events (a sum, a row of their own, a latest value that nothing else writes), nor may `apply`
 * read what they write, nor may they touch a table the pass keeps in memory (`passWrites: 'memory'`: `gather` brings
 * figures there instead). They must write what `apply` writes for the same events: a test compares the tables both
 * ways build from the sample gym.
 */
export interface SetBasedRebuild {
  /**
   * The event types the statements apply, each with the schema version they read (the one the catalogue writes
   * today: binding the projector checks it). A rebuild that meets another version of one of them stops, naming it.
   */
  readonly types: Readonly<Record<string, number>>;
  /**
   * The statements, given `log`: a relation of the range's events of those types, with the columns `position`,
   * `commit_id` (xid8; log order is `commit_id, position`), `type`, `schema_version`, `data` and `metadata` (jsonb
   * as stored). They take the relation's parameters and no others, and use unqualified table names. `range.fromStart`
   * says the range begins with the log: no earlier range wrote anything the statements must merge with.
   */
  statements(log: string, range: SetBasedRange): readonly string[];
  /**
   * Figures of the range the projector keeps in its pass memory rather than in a table (a member's latest visit, in
   * the member's row the pass holds): the rows of one query over `log` (same relation and parameters as
   * `statements`), handed to `into` once `apply` has taken every other event of the range. A rebuild with
   * set-based statements always gives the pass memory.
   */
  readonly gather?: {
    sql(log: string): string;
    into(rows: readonly Record<string, unknown>[], memory: PassMemory): void;
  };
}

/** What set-based statements know of their range. */
export interface SetBasedRange {
  /** The range begins with the log: the tables hold nothing an earlier range wrote. */
  readonly fromStart: boolean;
}

/**
 * Who is writing a projector's tables:
 * - `live`: the runner on the live tables, or time travel on a private copy; tables already hold rows, and a batch
 *   may meet rows that another writer stored (a second runner's first batch).
 * - `rebuild`: a full rebuild's pass over the whole log into private tables that started empty, the one writer of
 *   them, each event read once; a projector may write in bulk (`appendRows`) what a live batch could not.
 */
export type ApplyPass = 'live' | 'rebuild';

export interface TableDefinition {
  readonly name: string;
  /** CREATE TABLE (and its indexes), unqualified. */
  readonly ddl: string;
  /**
   * True when no statement of `apply` needs the table's secondary indexes (the `CREATE INDEX` statements of `ddl`:
   * only queries do), or the names of those it does not need. A full rebuild then builds them once after its pass
   * instead of updating them row by row, which is much cheaper. Leave out an index `apply` looks rows up by.
   */
  readonly deferIndexes?: boolean | readonly string[];
  /**
   * True when `apply` often changes rows it wrote in earlier batches (a member's row at each visit, an invoice at
   * each payment). A full rebuild then leaves half of each page free while it writes the table, so those updates stay
   * on their page (HOT: no new index entries, the old version pruned in place), and packs the table before it goes
   * live. Leave it unset for tables that only grow: the room would be wasted.
   */
  readonly updatesRows?: boolean;
  /**
   * How a full rebuild's pass writes the table, when it starts bare (no key, no index) and gets its keys and
   * indexes once the pass is over, which costs far less than keeping them up to date row by row:
   * - `append`: `apply` only adds rows (`appendRows`, each event's rows once) and nothing in the pass looks them up
   *   or conflicts on their keys, nor do set-based statements that insert beside it;
   * - `memory`: `apply` keeps the rows in the pass's memory (`rowsFor`) and the runner writes them. Bare, and filled
   *   by COPY alone, when the runner writes them once, at the end of the pass; when it writes them again on the way
   *   (a time-travel snapshot of the projector), the table is set up as declared (keys, `updatesRows`).
   * Unset: the table is set up as declared for the whole pass (`deferIndexes` aside).
   */
  readonly passWrites?: 'append' | 'memory';
}

/** The tables time travel copies and rebuilds of a projector (`asOfTables`, or all of them). */
export function asOfTablesOf(projector: Pick<Projector, 'tables' | 'asOfTables'>): readonly TableDefinition[] {
  const named = projector.asOfTables;
  return named ? projector.tables.filter((t) => named.includes(t.name)) : projector.tables;
}

/** The schema queries read from. */
export const READ_SCHEMA = 'read';

/**
 * A projector as a module writes it: like `Projector`, but `apply` also gets the catalogue of the running system to
 * parse its events with (the composition root builds the catalogue from the module list, then binds the projectors).
 */
export interface ModuleProjector<Topic extends string = string> extends Omit<Projector, 'apply' | 'topics'> {
  readonly topics: readonly Topic[];
  apply(
    events: readonly RecordedEvent[],
    client: PoolClient,
    catalogue: EventCatalogue,
    pass: ApplyPass,
    memory?: PassMemory,
  ): Promise<void>;
}

/** The runner's projector of a module's projector, parsing with this catalogue. */
export function bindProjector(projector: ModuleProjector, catalogue: EventCatalogue): Projector {
  const { apply, ...rest } = projector;
  for (const [type, version] of Object.entries(projector.setBasedRebuild?.types ?? {})) {
    if (!projector.eventTypes.includes(type))
      throw new Error(`The ${projector.name} projector's set-based rebuild applies ${type}, which it does not handle`);
    const current = catalogue.currentVersion(type);
    if (version !== current) {
      throw new Error(
        `The ${projector.name} projector's set-based rebuild reads ${type} v${version}, but the catalogue writes v${current}`,
      );
    }
  }
  return {
    ...rest,
    apply: (events, client, pass, memory) => apply.call(projector, events, client, catalogue, pass, memory),
  };
}

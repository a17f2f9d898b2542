import type { Pool } from 'pg';
import type { Checkpoint } from '../store/envelope.js';

/**
 * The gap-free reader's horizon, as an SQL expression (xid8) over the statement's snapshot: events of transactions
 * below it are all committed (or never will be), so a reader may pass them without missing one that commits late.
 * `foreignParam` names the query parameter (xid8[]) listing transactions known to run in other databases.
 *
 * PostgreSQL's own answer, `pg_snapshot_xmin(pg_current_snapshot())`, is the oldest transaction still running on the
 * whole server, in every database. A long write elsewhere on the same server (a bench copying a 100,000-member
 * database, a rebuild, another test file's work) held every log reader here back for as long as it ran: projections
 * stopped, read-your-writes waits answered stale, a test waiting for its read model timed out. Leaving out the
 * transactions of other databases is safe: they cannot write to this log. With none known, this is the server's xmin.
 */
export function readHorizonSql(foreignParam: string): string {
  return `coalesce(
    (SELECT min(x.xid) FROM pg_snapshot_xip(pg_current_snapshot()) AS x(xid) WHERE x.xid <> ALL(${foreignParam}::xid8[])),
    pg_snapshot_xmax(pg_current_snapshot()))`;
}

/** The transaction ids (xid) of backends connected to other databases of the server: they cannot write here. */
const OTHER_DATABASES_XIDS_SQL = `SELECT a.backend_xid FROM pg_stat_get_activity(NULL) a
  WHERE a.backend_xid IS NOT NULL
    AND a.datid <> (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())`;

/**
 * The same horizon with the other databases' transactions listed on the spot, for the chain sealer: it runs once a
 * second in a function of the database and keeps nothing between runs, so the listing's cost does not matter there.
 */
export const LISTED_HORIZON_SQL = `coalesce(
    (SELECT min(x.xid) FROM pg_snapshot_xip(pg_current_snapshot()) AS x(xid)
      WHERE x.xid::xid NOT IN (${OTHER_DATABASES_XIDS_SQL})),
    pg_snapshot_xmax(pg_current_snapshot()))`;

/** At most how often held-back reads ask which database the transactions in their way belong to. */
const CLASSIFY_EVERY_MS = 200;

/**
 * The running transactions known to belong to backends of other databases, for `readHorizonSql`. Learnt when a read
 * is held back, at most every `classifyEveryMs` (listing the server's backends costs from a fraction of a
 * millisecond to several on a busy machine: too much for every read while appends of this database are in flight).
 *
 * What is learnt stays true: a backend never changes database and a transaction id is never reused, so it does not
 * matter that the backend listing and a reader's snapshot are not taken at the same instant. A transaction the
 * listing cannot place (a prepared one, a backend that has gone) counts as this database's: the reader only waits
 * longer. Transactions of this database always hold readers back, as they must.
 */
export class ReadHorizon {
  private readonly known = new Set<string>();
  private lastClassified = Number.NEGATIVE_INFINITY;
  private classifying: Promise<boolean> | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly classifyEveryMs = CLASSIFY_EVERY_MS,
  ) {}

  /** The parameter value for `readHorizonSql`. */
  list(): string[] {
    return [...this.known];
  }

  /**
   * Told after a read whether events lay beyond its horizon (`blocked`) and the server's xmin then (transactions
   * below it have ended and are forgotten). True when it learnt of transactions to leave out: worth reading again.
   */
  async afterRead(blocked: boolean, serverXmin: string): Promise<boolean> {
    const ended = BigInt(serverXmin);
    for (const xid of this.known) if (BigInt(xid) < ended) this.known.delete(xid);
    if (!blocked || performance.now() - this.lastClassified < this.classifyEveryMs) return false;
    return this.learn();
  }

  /**
   * Asks now which running transactions belong to other databases (for a one-off read that must not lag, such as the
   * log's head). True when it learnt of new ones.
   */
  learn(): Promise<boolean> {
    this.lastClassified = performance.now();
    this.classifying ??= this.classify().finally(() => (this.classifying = null));
    return this.classifying;
  }

  /**
   * One event's checkpoint: `sql` selects 'commit:position' of the event, reading `snap.xmin` (the horizon) and its
   * parameters from $2. Held back by running transactions, it first learns which of them run in other databases, so
   * a one-off read such as the log's head does not lag behind a long transaction elsewhere on the server.
   */
  async readCheckpoint(sql: string, params: unknown[] = []): Promise<Checkpoint | null> {
    for (let attempt = 0; ; attempt++) {
      const result = await this.pool.query<{ found: string | null; pending: boolean }>(
        `WITH snap AS MATERIALIZED (SELECT ${readHorizonSql('$1')} AS xmin)
         SELECT (${sql}) AS found,
           coalesce((SELECT max(e.transaction_id) FROM event_store.events e) >= snap.xmin, false) AS pending
         FROM snap`,
        [this.list(), ...params],
      );
      const { found, pending } = result.rows[0]!;
      if (pending && attempt === 0 && (await this.learn())) continue;
      if (!found) return null;
      const [commit, position] = found.split(':');
      return { commit: commit!, position: Number(position) };
    }
  }

  private async classify(): Promise<boolean> {
    const { rows } = await this.pool.query<{ xid: string }>(
      `SELECT x.xid::text AS xid FROM pg_snapshot_xip(pg_current_snapshot()) AS x(xid)
       WHERE x.xid::xid IN (${OTHER_DATABASES_XIDS_SQL})`,
    );
    const before = this.known.size;
    for (const { xid } of rows) this.known.add(xid);
    return this.known.size > before;
  }
}

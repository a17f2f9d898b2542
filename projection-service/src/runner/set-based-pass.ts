import type { Pool, PoolClient } from 'pg';
import { compareCheckpoints, LOG_START } from '@gym/events/store/envelope';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { SqlLog } from '@gym/events/store/event-store';
import type { Projector } from '@gym/kernel/projection/projector';

/**
 * How a full rebuild's pass over the log feeds one projector: the event types its `apply` takes, and those its
 * set-based statements take where the log lies (`Projector.setBasedRebuild`). Those statements run only when the
 * log is a table of the database the rebuild writes to; otherwise `apply` takes everything, as live.
 */
export interface PassPlan {
  readonly projector: Projector;
  readonly applied: ReadonlySet<string>;
  readonly inSql: readonly string[];
  /** The tables the pass starts without keys and indexes (`TableDefinition.passWrites`). */
  readonly bare: ReadonlySet<string>;
}

export interface PassShape {
  /** Whether projectors get the pass's memory (`RebuildOptions.memory`). */
  readonly memory: boolean;
  /** Whether the pass takes time-travel snapshots of this projector's tables on the way. */
  readonly snapshotted: (projector: Projector) => boolean;
}

export function planPass(projectors: readonly Projector[], sqlLog: SqlLog | null, shape: PassShape): PassPlan[] {
  return projectors.map((projector) => {
    const inSql = sqlLog ? Object.keys(projector.setBasedRebuild?.types ?? {}) : [];
    if (inSql.length > 0 && projector.setBasedRebuild?.gather && !shape.memory) {
      throw new Error(
        `The ${projector.name} projector's set-based rebuild gathers into the pass memory, which is withheld`,
      );
    }
    // Held rows are written once, at the end, unless a snapshot of the tables is due on the way.
    const writtenOnce = shape.memory && !shape.snapshotted(projector);
    const bare = projector.tables
      .filter((t) => t.passWrites === 'append' || (t.passWrites === 'memory' && writtenOnce))
      .map((t) => t.name);
    return {
      projector,
      applied: new Set(projector.eventTypes.filter((t) => !inSql.includes(t))),
      inSql,
      bare: new Set(bare),
    };
  });
}

/** The types the pass reads into Node: a type every projector takes in SQL is never read there. */
export function typesToRead(plans: readonly PassPlan[]): string[] {
  return [...new Set(plans.flatMap((plan) => [...plan.applied]))];
}

const rangeParams = (from: Checkpoint, until: Checkpoint, types: readonly string[]) => [
  from.commit,
  from.position,
  until.commit,
  until.position,
  types,
];

interface TypeCount {
  readonly type: string;
  readonly schema_version: number;
  readonly n: number;
  readonly first: string;
}

/**
 * Counts a range's events by type and schema version, once for every projector whose statements take that range:
 * their ranges coincide unless a snapshot of one ends a range early, and a count per projector scanned each range
 * four times (8 counts, 6.8 s of statement time, in a rebuild of the 20,000-member gym).
 */
export function rangeCounter(pool: Pool, sqlLog: SqlLog, plans: readonly PassPlan[]) {
  const types = [...new Set(plans.flatMap((plan) => plan.inSql))];
  const counted = new Map<string, Promise<TypeCount[]>>();
  return (from: Checkpoint, until: Checkpoint): Promise<TypeCount[]> => {
    const key = `${from.commit}:${from.position}-${until.commit}:${until.position}`;
    let counts = counted.get(key);
    if (!counts) {
      counts = pool
        .query<TypeCount>(
          `SELECT l.type, l.schema_version, count(*)::int AS n, min(l.position)::text AS first
           FROM ${sqlLog.range} l GROUP BY l.type, l.schema_version`,
          rangeParams(from, until, types),
        )
        .then((result) => result.rows);
      counted.set(key, counts);
    }
    return counts;
  };
}

/**
 * The range's events of the types a projector takes in SQL, counted (a rebuild reports what each projector applied)
 * and checked against the schema version its statements read: one of another version stops the rebuild, naming it,
 * as `apply` stops on an event it cannot parse. Nothing is swapped in before the pass has ended.
 */
export function countInSql(plan: PassPlan, counts: readonly TypeCount[]): number {
  const { name, setBasedRebuild } = plan.projector;
  let events = 0;
  for (const row of counts) {
    if (!plan.inSql.includes(row.type)) continue;
    const version = setBasedRebuild!.types[row.type]!;
    if (version !== row.schema_version) {
      throw new Error(
        `The ${name} projector's set-based rebuild reads ${row.type} v${version}, but the log holds ` +
          `v${row.schema_version} at position ${row.first}: give its statements that version, or leave the type to apply`,
      );
    }
    events += row.n;
  }
  return events;
}

/**
 * Runs a projector's set-based statements over the range, on the client of a transaction in the rebuild's schema,
 * and answers what they gather for the pass memory (`SetBasedRebuild.gather`), or null.
 */
export async function applyInSql(
  client: PoolClient,
  sqlLog: SqlLog,
  plan: PassPlan,
  from: Checkpoint,
  until: Checkpoint,
): Promise<readonly Record<string, unknown>[] | null> {
  const params = rangeParams(from, until, plan.inSql);
  // A range holds hundreds of thousands of events: their sorts and hashes stay in memory rather than on disk (64 MB
  // still sorted a range's check-ins on disk).
  await client.query(`SET LOCAL work_mem = '256MB'`);
  const { statements, gather } = plan.projector.setBasedRebuild!;
  const range = { fromStart: compareCheckpoints(from, LOG_START) === 0 };
  for (const statement of statements(sqlLog.range, range)) await client.query(statement, params);
  if (!gather) return null;
  const { rows } = await client.query<Record<string, unknown>>(gather.sql(sqlLog.range), params);
  return rows;
}

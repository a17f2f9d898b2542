import { escapeLiteral } from 'pg';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { PoisonEvent } from '../parked-events.js';
import type { ProjectorStatus } from './service-contract.js';

/*
 * `projection.checkpoints` (service-migrations.ts): where each projector stands. The projection runner writes it in
 * the transaction of each batch; command-service reads it for health and to catch up after its listener reconnects.
 */

export interface CheckpointRow {
  readonly projector: string;
  readonly version: number;
  readonly checkpoint: Checkpoint;
  readonly status: ProjectorStatus;
  readonly error: PoisonEvent | null;
  readonly updatedAt: Date;
}

interface Row {
  projector: string;
  version: number;
  commit_id: string;
  position: string;
  status: ProjectorStatus;
  error: PoisonEvent | null;
  updated_at: Date;
}

function toCheckpointRow(row: Row): CheckpointRow {
  return {
    projector: row.projector,
    version: row.version,
    checkpoint: { commit: row.commit_id, position: Number(row.position) },
    status: row.status,
    error: row.error,
    updatedAt: row.updated_at,
  };
}

export async function readCheckpoints(db: Pool | PoolClient): Promise<CheckpointRow[]> {
  const result = await db.query<Row>('SELECT * FROM projection.checkpoints ORDER BY projector');
  return result.rows.map(toCheckpointRow);
}

/** Locks the projector's row for the rest of the transaction, so a batch and a rebuild swap never interleave. */
export async function lockCheckpoint(client: PoolClient, projector: string): Promise<CheckpointRow | null> {
  const result = await client.query<Row>('SELECT * FROM projection.checkpoints WHERE projector = $1 FOR UPDATE', [
    projector,
  ]);
  return checkpointOfRows(result.rows);
}

/** `lockCheckpoint`'s statement with the name as a literal, to send along with BEGIN (`inFusedSchemaTransaction`). */
export function lockCheckpointSql(projector: string): string {
  return `SELECT * FROM projection.checkpoints WHERE projector = ${escapeLiteral(projector)} FOR UPDATE`;
}

/** The checkpoint row `lockCheckpointSql` returned, or null when the projector has none yet. */
export function checkpointOfRows(rows: readonly QueryResultRow[]): CheckpointRow | null {
  return rows[0] ? toCheckpointRow(rows[0] as Row) : null;
}

/**
 * Records progress inside the caller's transaction. Listeners are told after the commit (`ProgressNotifier`): a
 * NOTIFY inside the transaction would hold PostgreSQL's cluster-wide notification lock until the commit is flushed.
 */
export async function saveCheckpoint(
  client: PoolClient,
  projector: string,
  version: number,
  checkpoint: Checkpoint,
  status: ProjectorStatus = 'live',
  error: PoisonEvent | null = null,
): Promise<void> {
  await client.query(upsertCheckpoint('$1', '$2', '$3::numeric', '$4', '$5', '$6'), [
    projector,
    version,
    checkpoint.commit,
    checkpoint.position,
    status,
    error,
  ]);
}

/**
 * `saveCheckpoint` of a live projector as one statement with its values as literals, to send along with COMMIT
 * (`inFusedSchemaTransaction`). The values are checked to be what they claim (numbers, a numeric commit id).
 */
export function saveCheckpointSql(projector: string, version: number, checkpoint: Checkpoint): string {
  if (
    !Number.isSafeInteger(version) ||
    !Number.isSafeInteger(checkpoint.position) ||
    !/^\d+$/.test(checkpoint.commit)
  ) {
    throw new Error(`Not a checkpoint: version ${version}, ${JSON.stringify(checkpoint)}`);
  }
  return upsertCheckpoint(
    escapeLiteral(projector),
    String(version),
    `${checkpoint.commit}::numeric`,
    String(checkpoint.position),
    "'live'",
    'NULL',
  );
}

function upsertCheckpoint(...values: [string, string, string, string, string, string]): string {
  return `INSERT INTO projection.checkpoints (projector, version, commit_id, position, status, error, updated_at)
     VALUES (${values.join(', ')}, now())
     ON CONFLICT (projector) DO UPDATE
       SET version = EXCLUDED.version, commit_id = EXCLUDED.commit_id, position = EXCLUDED.position,
           status = EXCLUDED.status, error = EXCLUDED.error, updated_at = now()`;
}

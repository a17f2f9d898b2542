import { hostname } from 'node:os';
import type { Pool } from 'pg';

/** How often a running projection service says so. */
export const HEARTBEAT_INTERVAL_MS = 1000;

/** The row a projection runner keeps fresh while it runs. */
export const PROJECTION_SERVICE = 'projection-service';

export interface HeartbeatRow {
  readonly instance: string;
  readonly startedAt: Date;
  /** Seconds since the last beat, by the database's clock (no clock skew between hosts). */
  readonly ageSeconds: number;
  /** Set when the service stopped cleanly; a crash leaves it null and lets the beat grow old. */
  readonly stoppedAt: Date | null;
}

/**
 * The projection runner's sign of life: a row it updates every second while it runs, and marks stopped when it stops
 * cleanly. Only a running process can keep it fresh, so health reads its age instead of trusting checkpoints that a
 * dead process leaves behind looking "live".
 */
export class Heartbeat {
  private timer: NodeJS.Timeout | null = null;
  private readonly instance = `${hostname()}:${process.pid}`;
  private beating: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly service: string = PROJECTION_SERVICE,
  ) {}

  async start(): Promise<void> {
    if (this.timer) return;
    await this.pool.query(
      `INSERT INTO projection.heartbeats (service, instance, started_at, beat_at, stopped_at)
       VALUES ($1, $2, now(), now(), NULL)
       ON CONFLICT (service) DO UPDATE
         SET instance = EXCLUDED.instance, started_at = now(), beat_at = now(), stopped_at = NULL`,
      [this.service, this.instance],
    );
    this.timer = setInterval(() => {
      this.beating = this.beat().catch(this.onError);
    }, HEARTBEAT_INTERVAL_MS);
  }

  private async beat(): Promise<void> {
    await this.pool.query(
      'UPDATE projection.heartbeats SET beat_at = now(), instance = $2, stopped_at = NULL WHERE service = $1',
      [this.service, this.instance],
    );
  }

  /** Stops beating and records the stop, so health reports the service down at once rather than after the timeout. */
  async stop(): Promise<void> {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    await this.pool
      .query('UPDATE projection.heartbeats SET stopped_at = now() WHERE service = $1 AND instance = $2', [
        this.service,
        this.instance,
      ])
      .catch(this.onError);
  }
}

export async function readHeartbeat(pool: Pool, service: string = PROJECTION_SERVICE): Promise<HeartbeatRow | null> {
  const result = await pool.query<{ instance: string; started_at: Date; age: number; stopped_at: Date | null }>(
    `SELECT instance, started_at, extract(epoch FROM now() - beat_at)::float8 AS age, stopped_at
     FROM projection.heartbeats WHERE service = $1`,
    [service],
  );
  const row = result.rows[0];
  return row
    ? { instance: row.instance, startedAt: row.started_at, ageSeconds: row.age, stoppedAt: row.stopped_at }
    : null;
}

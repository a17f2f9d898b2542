import type { ScheduledJob } from '@gym/kernel/reaction/reactor';
import { jobContext } from './reactor-context.js';
import type { ReactionDependencies } from './reactor-context.js';

const RETRY_FAILED_MS = 60_000;

/**
 * Runs every scheduled job on its interval. An advisory lock per job keeps two workers from running
 * the same job at once; a job that is not due (its last run is younger than its interval) is skipped, so restarts and
 * several workers do not multiply runs. Jobs must still be idempotent: a crash can cut a run short.
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly deps: ReactionDependencies,
    /** How often the scheduler looks for due jobs. */
    private readonly tickMs = 1000,
  ) {}

  start(): void {
    if (this.jobs.length === 0) return;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runDue().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.tickMs);
      });
    };
    tick();
  }

  /** Runs every due job once now (tests call this instead of waiting for the timer). */
  async runDue(): Promise<void> {
    for (const job of this.jobs) {
      if (this.stopped) return;
      await this.runIfDue(job);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async runIfDue(job: ScheduledJob): Promise<void> {
    const client = await this.deps.pool.connect();
    const lock = `job:${job.name}`;
    try {
      // A session lock, not a transaction: a job may run for a while, and an idle transaction would be cut off.
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
        lock,
      ]);
      if (!rows[0]?.locked) return;
      try {
        const now = this.deps.clock.now();
        const due = await client.query(
          'SELECT 1 FROM projection.job_runs WHERE job = $1 AND next_run_at > $2::timestamptz',
          [job.name, now.toISOString()],
        );
        if (due.rowCount) return;
        let error: string | null = null;
        try {
          await job.run(jobContext(job.name, this.deps));
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
          this.deps.log.error({ err: failure, job: job.name }, 'scheduled job failed');
        }
        // A failed run is tried again within a minute, not a whole interval later.
        const next = now.getTime() + (error === null ? job.intervalMs : Math.min(job.intervalMs, RETRY_FAILED_MS));
        await client.query(
          `INSERT INTO projection.job_runs (job, last_run_at, next_run_at, last_error) VALUES ($1, $2, $3, $4)
           ON CONFLICT (job) DO UPDATE
             SET last_run_at = EXCLUDED.last_run_at, next_run_at = EXCLUDED.next_run_at, last_error = EXCLUDED.last_error`,
          [job.name, now.toISOString(), new Date(next).toISOString(), error],
        );
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
      }
    } finally {
      client.release();
    }
  }
}

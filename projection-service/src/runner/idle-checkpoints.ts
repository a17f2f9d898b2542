import type { Pool } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';

/** How long an idle projector's advance may stay unwritten: at most one write a second for all of them. */
export const IDLE_CHECKPOINT_EVERY_MS = 1000;

/**
 * Writes down, a second later and in one statement for all of them, how far projectors that had nothing to apply
 * got. An idle projector's progress goes out at once in a NOTIFY (read-your-writes waits on it); this makes it
 * recoverable too, so a listener that lost notices while disconnected learns every projector's position by re-reading
 * `projection.checkpoints` after it listens again (`ProjectionProgress`).
 *
 * Why this design: writing each idle projector's checkpoint per batch would add a write per idle projector to every
 * batch (most projectors are idle for most batches); the old "at most once a second, when a batch comes" left the
 * last advance of a burst unwritten for good. Here the batch path only marks the projector; a trailing timer writes
 * the newest positions, and then notifies them again: a listener that re-read the table just before this write
 * committed is listening by then, so it hears them. Either way nothing is lost for longer than a second.
 *
 * The write only ever moves a live checkpoint forward, so it never undoes a batch or a rebuild swap that committed a
 * later one meanwhile, nor revives a projector marked failed.
 */
export class IdleCheckpoints {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Set by `stop`: a failed last write is not tried again after the runner stopped. */
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    /** The newest position the runner reached for a projector (all of its events up to there applied). */
    private readonly reached: (projector: string) => Checkpoint | undefined,
    /** Called with the projectors whose stored checkpoint moved, after the commit. */
    private readonly onSaved: (projectors: readonly string[]) => void,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** A projector advanced without a transaction of its own: write its position within a second. */
  advanced(projector: string): void {
    this.stopped = false;
    this.pending.add(projector);
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.writing = this.writing.then(() => this.save());
    }, IDLE_CHECKPOINT_EVERY_MS);
  }

  /** A projector's own transaction stored its checkpoint: nothing left to write for it. */
  stored(projector: string): void {
    this.pending.delete(projector);
  }

  /** Writes what is pending now, and nothing later (the runner stops; a restart resumes from there). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.save());
    await this.writing;
  }

  private async save(): Promise<void> {
    const names = [...this.pending];
    this.pending.clear();
    const rows = names.flatMap((name) => {
      const checkpoint = this.reached(name);
      return checkpoint ? [{ name, checkpoint }] : [];
    });
    if (rows.length === 0) return;
    try {
      const result = await this.pool.query<{ projector: string }>(
        `UPDATE projection.checkpoints AS c
         SET commit_id = n.commit_id, position = n.position, updated_at = now()
         FROM unnest($1::text[], $2::numeric[], $3::bigint[]) AS n(projector, commit_id, position)
         WHERE c.projector = n.projector AND c.status = 'live'
           AND (c.commit_id, c.position) < (n.commit_id, n.position)
         RETURNING c.projector`,
        [rows.map((r) => r.name), rows.map((r) => r.checkpoint.commit), rows.map((r) => r.checkpoint.position)],
      );
      if (result.rows.length > 0) this.onSaved(result.rows.map((r) => r.projector));
    } catch (error) {
      // Tried again a second later (with whatever is newest by then).
      this.onError(error);
      for (const { name } of rows) this.pending.add(name);
      this.schedule();
    }
  }
}

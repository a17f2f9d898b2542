import type { Pool } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { ProjectorStatus } from './checkpoints.js';
import { PROGRESS_CHANNEL } from './projection-migrations.js';

/**
 * Tells command-service how far projectors got (read-your-writes, live permissions), after their commits. Reports
 * of one event-loop turn go out in one statement, outside any write transaction, so notifying never holds
 * PostgreSQL's notification lock across a commit.
 */
export class ProgressNotifier {
  private readonly pending = new Map<
    string,
    { projector: string; commit: string; position: number; status: ProjectorStatus }
  >();
  private scheduled = false;

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  report(projector: string, checkpoint: Checkpoint, status: ProjectorStatus = 'live'): void {
    this.pending.set(projector, { projector, commit: checkpoint.commit, position: checkpoint.position, status });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const notices = [...this.pending.values()].map((notice) => JSON.stringify(notice));
    this.pending.clear();
    if (notices.length === 0) return;
    await this.pool
      .query('SELECT pg_notify($1, notice) FROM unnest($2::text[]) AS notice', [PROGRESS_CHANNEL, notices])
      .catch(this.onError);
  }
}

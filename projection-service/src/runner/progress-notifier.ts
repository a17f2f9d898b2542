import type { Checkpoint } from '@gym/events/store/envelope';
import type { ProjectorStatus } from './checkpoints.js';
import type { NotifyBatcher } from './notify-batcher.js';
import { PROGRESS_CHANNEL } from './projection-migrations.js';

/**
 * Tells command-service how far projectors got (read-your-writes, live permissions), after their commits, never
 * inside a write transaction (a NOTIFY there holds PostgreSQL's notification lock until the commit is flushed).
 */
export class ProgressNotifier {
  constructor(private readonly notifications: NotifyBatcher) {}

  report(projector: string, checkpoint: Checkpoint, status: ProjectorStatus = 'live'): void {
    const notice = { projector, commit: checkpoint.commit, position: checkpoint.position, status };
    this.notifications.send(PROGRESS_CHANNEL, JSON.stringify(notice), projector);
  }
}

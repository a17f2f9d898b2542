import type { Checkpoint } from '@gym/events/store/envelope';
import type { ProjectorStatus } from './checkpoints.js';
import type { NotifyBatcher } from './notify-batcher.js';
import { PROGRESS_CHANNEL } from './projection-migrations.js';

/**
 * Tells command-service how far projectors got (read-your-writes, live permissions), after their commits, never
 * inside a write transaction (a NOTIFY there holds PostgreSQL's notification lock until the commit is flushed).
 */
export class ProgressNotifier {
  /** Projectors whose tables changed since their last notice went out (a newer notice of the turn replaces it). */
  private readonly changed = new Set<string>();

  constructor(private readonly notifications: NotifyBatcher) {}

  /**
   * `changed`: the projector's tables changed (command-service re-reads sessions and permissions when the accounts
   * projector's did); false when it only moved past events that are not its own.
   */
  report(projector: string, checkpoint: Checkpoint, status: ProjectorStatus = 'live', changed = true): void {
    const first = changed && !this.changed.has(projector);
    if (first) this.changed.add(projector);
    const notice = {
      projector,
      commit: checkpoint.commit,
      position: checkpoint.position,
      status,
      changed: this.changed.has(projector),
    };
    this.notifications.send(PROGRESS_CHANNEL, JSON.stringify(notice), projector, keepChanged);
    // The batcher takes this turn's notices before this runs (it was scheduled first), so a later notice of
    // the same turn, which replaces this one, still says the tables changed.
    if (first) setImmediate(() => this.changed.delete(projector));
  }
}

/**
 * A newer notice of a projector replacing an older one not sent yet (a failed statement tried again with the newer
 * one): it still says the tables changed if the older one did, or the socket gateway missed an account change.
 */
export function keepChanged(older: string, newer: string): string {
  const before = JSON.parse(older) as { changed?: boolean };
  const after = JSON.parse(newer) as { changed?: boolean };
  return before.changed && !after.changed ? JSON.stringify({ ...after, changed: true }) : newer;
}

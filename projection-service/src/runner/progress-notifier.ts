import type { Checkpoint } from '@gym/events/store/envelope';
import {
  encodeProgressNotice,
  keepChanged,
  PROGRESS_CHANNEL,
} from '@gym/kernel/projection/service-contract/service-contract';
import type { ProjectorStatus } from '@gym/kernel/projection/service-contract/service-contract';
import type { NotifyBatcher } from './notify-batcher.js';

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
    const notice = encodeProgressNotice({
      projector,
      commit: checkpoint.commit,
      position: checkpoint.position,
      status,
      changed: this.changed.has(projector),
    });
    this.notifications.send(PROGRESS_CHANNEL, notice, projector, keepChanged);
    // The batcher takes this turn's notices before this runs (it was scheduled first), so a later notice of
    // the same turn, which replaces this one, still says the tables changed.
    if (first) setImmediate(() => this.changed.delete(projector));
  }
}

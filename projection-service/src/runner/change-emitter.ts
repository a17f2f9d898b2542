import { CHANGE_CHANNEL, encodeChangeNotice } from '@gym/kernel/projection/service-contract/service-contract';
import type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';
import type { NotifyBatcher } from './notify-batcher.js';

export type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';

export interface ChangeEmitter {
  emit(notice: ChangeNotice): void;
}

/**
 * Sends change notices to every command-service instance (NOTIFY on the service contract's `CHANGE_CHANNEL`), whose
 * socket gateway pushes each to its browsers, every socket hearing only the topics its user may read.
 */
export class SocketIoChangeEmitter implements ChangeEmitter {
  constructor(private readonly notifications: NotifyBatcher) {}

  emit(notice: ChangeNotice): void {
    this.notifications.send(CHANGE_CHANNEL, encodeChangeNotice(notice));
  }
}

/**
 * How long the first committed projector of a step waits at most for the others before its topics go out alone. A
 * step's projectors commit within milliseconds of each other; one that takes longer is retrying a failed statement or
 * applying its events one by one around a bad one, and what the others committed is pushed without it.
 */
export const STEP_HOLD_MS = 1000;

/**
 * The change notices of one step of the runner (a batch of the log, applied by every projector side by side),
 * sent as one when the step ends: the topics of every projector that changed its tables and the furthest position
 * they reached.
 *
 * One notice a step rather than one a projector: each notice became a packet to every socket allowed its topics, so
 * a check-in (check-ins, members, the dashboard) cost three writes a socket, and with 1,000 sockets connected
 * command-service spent half its CPU in `writev` (docs/benchmark-log.md, 2026-12-05). Waiting for the step's last
 * projector delays no screen: the browser refetches with `X-Min-Position`, which waits for every projector anyway.
 */
export class StepChanges {
  private readonly topics = new Set<string>();
  private position = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly emitter: ChangeEmitter | undefined,
    private readonly holdMs: number = STEP_HOLD_MS,
  ) {}

  /** A projector of the step committed changes to its tables. */
  add(notice: ChangeNotice): void {
    if (!this.emitter) return;
    for (const topic of notice.topics) this.topics.add(topic);
    this.position = Math.max(this.position, notice.position);
    this.timer ??= setTimeout(() => this.flush(), this.holdMs);
  }

  /** Sends what the step's projectors committed so far, if anything (the step ended, or waited too long). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.emitter || this.topics.size === 0) return;
    const notice: ChangeNotice = { topics: [...this.topics], position: this.position };
    this.topics.clear();
    this.emitter.emit(notice);
  }
}

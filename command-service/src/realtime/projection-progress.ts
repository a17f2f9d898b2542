import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { compareCheckpoints } from '@gym/events/store/envelope';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { readCheckpoints } from '@gym/kernel/projection/service-contract/checkpoints';
import type { CheckpointRow } from '@gym/kernel/projection/service-contract/checkpoints';
import {
  CHANGE_CHANNEL,
  decodeChangeNotice,
  decodeProgressNotice,
  PROGRESS_CHANNEL,
} from '@gym/kernel/projection/service-contract/service-contract';
import type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';

/**
 * How far each projector got, kept current by the projection runner's NOTIFY after every committed batch. Serves
 * read-your-writes (`X-Min-Position`: wait until every live projector has passed a command's event) and tells the
 * socket gateway when accounts changed. The same connection hears the runner's change notices (one a step), which the
 * socket gateway pushes to its browsers: each instance hears every notice once.
 */
export class ProjectionProgress extends EventEmitter<{
  progress: [projector: string, changed: boolean];
  changes: [notice: ChangeNotice];
}> {
  private readonly checkpoints = new Map<string, { checkpoint: Checkpoint; status: string }>();
  private client: pg.Client | null = null;
  private stopped = false;
  /** The pending try to listen again, so that a failure reported twice schedules one. */
  private reconnecting: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly log: Logger,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start(): Promise<void> {
    await this.listen();
  }

  /**
   * Listens, then reads every projector's stored checkpoint. After a reconnect this makes up for the notices sent
   * while the connection was down: whatever committed before LISTEN took hold is in the table by then (a batch stores
   * its checkpoint before notifying; idle projectors' positions are written within a second and notified again
   * after that write, see the projection service's `idle-checkpoints.ts`), and whatever comes later is heard.
   * Every projector is then reported as changed: an account change may have been among the lost notices, and the
   * socket gateway re-checks its sessions on one.
   */
  private async listen(): Promise<void> {
    const client = new pg.Client((this.pool as unknown as { options: pg.ClientConfig }).options);
    let lost = false;
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === CHANGE_CHANNEL) {
        const notice = decodeChangeNotice(message.payload);
        if (notice) this.emit('changes', notice);
        return;
      }
      const { projector, checkpoint, status, changed } = decodeProgressNotice(message.payload);
      if (!this.behind(projector, checkpoint, status)) this.checkpoints.set(projector, { checkpoint, status });
      this.emit('progress', projector, changed);
    });
    client.on('error', (error) => {
      lost = true;
      this.log.warn({ err: error }, 'progress listener lost its connection; reconnecting');
      if (this.client === client) this.client = null;
      this.reconnectSoon();
    });
    try {
      await client.connect();
      // Progress last: fault tests find this connection by its last statement.
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      await client.query(`LISTEN ${PROGRESS_CHANNEL}`);
      this.catchUp(await readCheckpoints(this.pool));
      // Lost while reading: the next try reads again.
      if (lost) throw new Error('progress listener lost its connection while catching up');
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    for (const projector of this.checkpoints.keys()) this.emit('progress', projector, true);
  }

  /**
   * Whether a live report is behind the live position already known: it says nothing new (an older notice overtaken
   * by a newer one, a rebuild's racing the runner's), and taking it would leave read-your-writes waiting for a
   * position already passed until some later event moved the projector again.
   */
  private behind(projector: string, checkpoint: Checkpoint, status: string): boolean {
    const known = this.checkpoints.get(projector);
    return status === 'live' && known?.status === 'live' && compareCheckpoints(checkpoint, known.checkpoint) < 0;
  }

  /**
   * Takes the stored checkpoints that are at least as far as the known ones: a notice heard meanwhile may be newer
   * than the row read (a projector's failure is stored at or past any position it reported before).
   */
  private catchUp(rows: readonly CheckpointRow[]): void {
    for (const row of rows) {
      const known = this.checkpoints.get(row.projector);
      if (!known || compareCheckpoints(row.checkpoint, known.checkpoint) >= 0) {
        this.checkpoints.set(row.projector, { checkpoint: row.checkpoint, status: row.status });
      }
    }
  }

  /**
   * Tries to listen again in a second, and again after every failure, until stop: one failed try (the database
   * restarting for longer than a second) left the service deaf for good, every read-your-writes GET stale.
   */
  private reconnectSoon(): void {
    if (this.stopped || this.reconnecting) return;
    this.reconnecting = setTimeout(() => {
      this.reconnecting = null;
      if (this.stopped || this.client) return;
      this.listen().catch((error: unknown) => {
        this.log.warn({ err: error }, 'progress listener could not reconnect; trying again');
        this.reconnectSoon();
      });
    }, 1000);
  }

  /** Whether the NOTIFY listener is connected (while it reconnects, progress and account changes go unheard). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** The latest checkpoint heard of for each projector (fresher than the stored ones: idle ones are written late). */
  knownCheckpoints(): ReadonlyMap<string, Checkpoint> {
    return new Map([...this.checkpoints].map(([projector, { checkpoint }]) => [projector, checkpoint]));
  }

  /** True once every live projector (of those named, when `only` names some) is at or past `target`. */
  private reached(target: Checkpoint, only?: readonly string[]): boolean {
    for (const [projector, { checkpoint, status }] of this.checkpoints) {
      if (only && !only.includes(projector)) continue;
      if (status === 'live' && compareCheckpoints(checkpoint, target) < 0) return false;
    }
    return true;
  }

  /** Waits (at most `timeoutMs`) until the read model reflects the event at `position`; false on timeout. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    const target = await this.store.checkpointOf(position);
    return target ? this.waitForCheckpoint(target, timeoutMs) : true;
  }

  /**
   * Waits (at most `timeoutMs`) until every live projector, or each of those `only` names, is at or past `target`;
   * false on timeout. With `stallMs`, it also gives up when no projector has reported progress for that long: nothing
   * is moving towards the target.
   */
  async waitForCheckpoint(
    target: Checkpoint,
    timeoutMs: number,
    stallMs?: number,
    only?: readonly string[],
  ): Promise<boolean> {
    if (this.reached(target, only)) return true;
    return new Promise((resolve) => {
      let stall: NodeJS.Timeout | undefined;
      const giveUp = () => {
        cleanup();
        resolve(false);
      };
      const watchStall = () => {
        if (stallMs === undefined) return;
        clearTimeout(stall);
        stall = setTimeout(giveUp, stallMs);
      };
      const check = () => {
        if (!this.reached(target, only)) return watchStall();
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(giveUp, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        clearTimeout(stall);
        this.off('progress', check);
      };
      this.on('progress', check);
      watchStall();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnecting) clearTimeout(this.reconnecting);
    await this.client?.end().catch(() => undefined);
  }
}

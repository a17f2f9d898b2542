/** How a `Reconnecting` opens and closes its kind of connection. */
export interface ConnectionKind<C> {
  /** Opens one; it calls `ready` once it works and `dropped` when it fails or ends (before or after `ready`). */
  open(signals: { ready(): void; dropped(): void }): C;
  /** Lets go of one that dropped, or of the last one at stop; a failure to close is of no interest. */
  close(connection: C): Promise<unknown>;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5000;

/**
 * One live connection, kept while running: when it drops it is closed and opened again after a back-off that doubles
 * from 100 ms up to 5 s, and starts again from 100 ms once a connection works. Where it only wakes the polling
 * subscriptions (the event stores' append listeners), nothing is lost while it is down, only later.
 */
export class Reconnecting<C> {
  private current: C | null = null;
  private running = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = FIRST_RETRY_MS;

  constructor(private readonly kind: ConnectionKind<C>) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  private open(): void {
    if (!this.running) return;
    const connection: C = this.kind.open({
      ready: () => {
        this.retryDelayMs = FIRST_RETRY_MS;
      },
      dropped: () => this.reopen(connection),
    });
    this.current = connection;
  }

  private reopen(connection: C): void {
    if (this.current !== connection) return;
    this.current = null;
    this.kind.close(connection).catch(() => undefined);
    if (!this.running || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, LONGEST_RETRY_MS);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const connection = this.current;
    this.current = null;
    if (connection !== null) await this.kind.close(connection).catch(() => undefined);
  }
}

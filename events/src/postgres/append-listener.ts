import pg from 'pg';

/**
 * One dedicated connection that LISTENs for append notifications and wakes subscribers. If the connection drops it
 * reconnects with back-off; meanwhile subscriptions still poll, so nothing is lost, only later.
 */
export class AppendListener {
  private client: pg.Client | null = null;
  private running = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 100;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    /** Told each notification's payload; '' when the listener (re)connects, as something may have been missed. */
    private readonly onNotify: (payload: string) => void,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (!this.running) return;
    const client = new pg.Client(this.config);
    this.client = client;
    client.on('notification', (message) => this.onNotify(message.payload ?? ''));
    client.on('error', () => this.scheduleReconnect(client));
    client.on('end', () => this.scheduleReconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.retryDelayMs = 100;
      // Something may have been appended while we were not listening.
      this.onNotify('');
    } catch {
      this.scheduleReconnect(client);
    }
  }

  private scheduleReconnect(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (!this.running || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 5000);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

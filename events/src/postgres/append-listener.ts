import pg from 'pg';
import { Reconnecting } from '../runtime/reconnecting.js';

/**
 * One dedicated connection that LISTENs for append notifications and wakes subscribers. If the connection drops it
 * reconnects with back-off; meanwhile subscriptions still poll, so nothing is lost, only later.
 */
export class AppendListener {
  private readonly connection: Reconnecting<pg.Client>;

  constructor(
    config: pg.ClientConfig,
    channel: string,
    /** Told each notification's payload; '' when the listener (re)connects, as something may have been missed. */
    onNotify: (payload: string) => void,
  ) {
    this.connection = new Reconnecting({
      open: ({ ready, dropped }) => {
        const client = new pg.Client(config);
        client.on('notification', (message) => onNotify(message.payload ?? ''));
        client.on('error', dropped);
        client.on('end', dropped);
        void (async () => {
          try {
            await client.connect();
            await client.query(`LISTEN ${channel}`);
            ready();
            // Something may have been appended while we were not listening.
            onNotify('');
          } catch {
            dropped();
          }
        })();
        return client;
      },
      close: (client) => client.end(),
    });
  }

  start(): void {
    this.connection.start();
  }

  stop(): Promise<void> {
    return this.connection.stop();
  }
}

import type { Pool } from 'pg';
import type { EventStore } from '@gym/events/store/event-store';
import type { GeneratedCommand } from './generated-command.js';
import { TemplateVault } from '@gym/modules/people/fingerprint/template-vault';
import { insertFiles, storeTemplates } from './writer.js';
import type { HistoryWriter } from './writer.js';
import { validatedAppends } from './validate-command.js';

/**
 * Appends each generated command through the event store port, one `appendToStreams` per command with its own
 * metadata and idempotency key, exactly as command-service would. Slow (a round trip and a commit per command), but
 * it works with any adapter, and the test uses it to show the bulk writer stores the very same events.
 */
export class StoreWriter implements HistoryWriter {
  private written = 0;
  private tail: Promise<void> = Promise.resolve();

  private readonly vault: TemplateVault | undefined;

  /**
   * `pool`: where the commands' files (receipts, `media.files`) and fingerprint templates (the vault, with the key of
   * `fingerprintKey`) go; without it they are left out.
   */
  constructor(
    private readonly store: EventStore,
    private readonly pool?: Pool,
  ) {
    this.vault = pool ? new TemplateVault(pool) : undefined;
  }

  add(command: GeneratedCommand): Promise<void> {
    const appends = validatedAppends(command);
    this.tail = this.tail.then(async () => {
      if (this.pool && command.files?.length) await insertFiles(this.pool, command.files);
      if (this.vault && command.templates?.length) await storeTemplates(this.vault, command.templates);
      await this.store.appendToStreams(appends, { metadata: command.metadata, idempotencyKey: command.commandId });
      this.written += appends.reduce((n, a) => n + a.events.length, 0);
    });
    return this.tail;
  }

  async finish(): Promise<number> {
    await this.tail;
    return this.written;
  }
}

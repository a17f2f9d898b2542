import { inject } from 'vitest';
import { migrate } from '../db/migrate.js';
import { eventStoreContract } from '../store/event-store.contract.js';
import { createTestDatabase } from '../testing/test-database.js';
import { eventStoreMigrations } from './event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase(inject('databaseServerUrl'), 'contract');
  await migrate(db.pool, 'event-store', eventStoreMigrations);
  return {
    canDelayCommits: true,
    async createStore(options = {}) {
      return new PostgresEventStore({ pool: db.pool, pollIntervalMs: 250, ...options });
    },
    dispose: () => db.drop(),
  };
});

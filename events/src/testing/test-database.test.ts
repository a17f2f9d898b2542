import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from './test-database.js';

describe('a test database', () => {
  it('commits without waiting for the disk (set on the database, so every connection to it has it)', async () => {
    const db = await createTestDatabase(inject('databaseServerUrl'), 'commit-mode');
    try {
      const mine = await db.pool.query<{ synchronous_commit: string; set_on: string }>(
        `SELECT current_setting('synchronous_commit') AS synchronous_commit, source AS set_on
         FROM pg_settings WHERE name = 'synchronous_commit'`,
      );
      expect(mine.rows[0]).toEqual({ synchronous_commit: 'off', set_on: 'database' });
    } finally {
      await db.drop();
    }
  });
});

import type { Logger } from 'pino';
import { createPool } from '@gym/events/runtime/database-pool';
import { qatarToday } from './generator/gym-calendar.js';
import { LogNotEmptyError, seedGym } from './generator/seed-gym.js';

/** A small gym with two years of history: enough for every screen and chart, seeded in a few seconds. */
export const SAMPLE_GYM = { members: 1200, years: 2, seed: 2026 } as const;

/**
 * An empty database gets realistic sample data before the services start (DESIGN section 5); a database that already
 * has members is left alone. On by default except in production; `GYM_SAMPLE_DATA=0` turns it off.
 */
export function sampleDataWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.GYM_SAMPLE_DATA !== undefined) return env.GYM_SAMPLE_DATA === '1' || env.GYM_SAMPLE_DATA === 'true';
  return env.NODE_ENV !== 'production';
}

export async function seedSampleData(databaseUrl: string, log: Logger): Promise<void> {
  const pool = createPool({ connectionString: databaseUrl, applicationName: 'sample-data', max: 4 });
  try {
    const now = new Date();
    const result = await seedGym(pool, {
      ...SAMPLE_GYM,
      today: qatarToday(now),
      until: now.getTime(),
      batchEvents: 5000,
      staffAccounts: true,
    });
    log.info(
      { members: result.summary.members, events: result.events, seconds: Math.round(result.milliseconds / 100) / 10 },
      'sample gym created (GYM_SAMPLE_DATA=0 starts empty)',
    );
  } catch (error) {
    if (!(error instanceof LogNotEmptyError)) throw error;
  } finally {
    await pool.end();
  }
}

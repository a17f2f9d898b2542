import type { Pool } from 'pg';
import { qatarToday } from '@gym/infra/generator/gym-calendar';
import { seedGym } from '@gym/infra/generator/seed-gym';
import type { SeedOptions } from '@gym/infra/generator/seed-gym';

/**
 * A year of the generated sample gym ending at `until` (now unless given), written in batches of 5,000 events: the
 * history the tests of the whole log (replay, rebuild) and the sample app run on. `extra` adds the sample staff
 * accounts acting in it, or supplement products.
 */
export function seedYearOfGym(
  pool: Pool,
  history: { members: number; seed: number; until?: number },
  extra: Pick<SeedOptions, 'staffAccounts' | 'products'> = {},
) {
  const until = history.until ?? Date.now();
  return seedGym(pool, {
    members: history.members,
    years: 1,
    seed: history.seed,
    today: qatarToday(new Date(until)),
    until,
    batchEvents: 5000,
    ...extra,
  });
}

import type { Pool } from 'pg';
import { qatarToday } from '@gym/infra/generator/gym-calendar';
import type { GeneratedCommand } from '@gym/infra/generator/generated-command';
import { generateHistory } from '@gym/infra/generator/history';
import { seedGym } from '@gym/infra/generator/seed-gym';
import type { SeedOptions } from '@gym/infra/generator/seed-gym';
import { StoreWriter } from '@gym/infra/generator/store-writer';
import { validatedAppends } from '@gym/infra/generator/validate-command';
import type { EventStore } from '@gym/events/store/event-store';
import type { FoldedEvent } from './owing-fold.js';

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

/**
 * A year of the members' side of a generated gym ending now, written into a running app's log through the event store
 * port (any adapter): the commands, in log order. Only the members' side: the back office's door reactor would judge
 * each membership on the real today, not the history's day (the sample gym is seeded before the app starts).
 */
export async function writeMembersHistory(
  store: EventStore,
  history: { members: number; seed: number },
): Promise<GeneratedCommand[]> {
  const now = new Date();
  const commands: GeneratedCommand[] = [];
  const writer = new StoreWriter(store);
  const generated = generateHistory({
    members: history.members,
    years: 1,
    seed: history.seed,
    today: qatarToday(now),
    until: now.getTime(),
    backOffice: false,
  });
  for (let next = generated.next(); !next.done; next = generated.next()) {
    commands.push(next.value);
    await writer.add(next.value);
  }
  await writer.finish();
  return commands;
}

/** The events generated commands append, as the plain folds read them. */
export const eventsOf = (commands: readonly GeneratedCommand[]): FoldedEvent[] =>
  commands.flatMap((command) =>
    validatedAppends(command).flatMap((append) =>
      append.events.map((e) => ({ type: e.type, data: e.data as FoldedEvent['data'] })),
    ),
  );

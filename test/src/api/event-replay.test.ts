import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { exportLines } from '@gym/events/export/ndjson-export';
import { sealEvents, verifyEventChain } from '@gym/events/postgres/event-chain';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { projectors } from '@gym/projection-service/projectors';
import { BadExportLine } from '@gym/projection-service/replay/export-file';
import { readTableDigests } from '@gym/projection-service/replay/read-table-digests';
import type { TableDigest } from '@gym/projection-service/replay/read-table-digests';
import { StoreNotEmptyError, replayExport } from '@gym/projection-service/replay/replay-events';
import { rebuildProjectors } from '@gym/projection-service/runner/rebuild';
import { projectionDatabaseForFile } from '../support/projection-database-for-file.js';
import { seedYearOfGym } from '../support/sample-history.js';

const log = pino({ level: 'silent' });
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Issue 13, item 6: export the generated sample gym, replay it into a fresh database, compare every read table. */
describe('events:replay', () => {
  const sourceDatabase = projectionDatabaseForFile('replay_source');
  let source: TestDatabase;
  let dir: string;
  let file: string;
  let lines: string[];
  let sourceDigests: TableDigest[];
  const fresh: TestDatabase[] = [];
  const freshDatabase = async (label: string) => {
    const db = await createTestDatabase(inject('databaseServerUrl'), label);
    fresh.push(db);
    return db;
  };

  beforeAll(async () => {
    const { db, store } = sourceDatabase;
    source = db;
    // The sample gym as `npm start` seeds it (staff accounts acting in the history), small enough for a test.
    await seedYearOfGym(source.pool, { members: 60, seed: 1313 }, { staffAccounts: true, products: 20 });
    await rebuildProjectors({ pool: source.pool, store, projectors, log });
    await sealEvents(source.pool);
    dir = await mkdtemp(join(tmpdir(), 'gym-replay-'));
    file = join(dir, 'events.ndjson');
    let text = '';
    for await (const chunk of exportLines(store)) text += chunk;
    await writeFile(file, text);
    lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    sourceDigests = await readTableDigests(source.pool, projectors);
  }, 300_000);

  afterAll(async () => {
    for (const db of fresh) await db.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('builds every read table with the same digest as the source, and the hash chain verifies', async () => {
    // The sample gym fills the tables that matter: members, invoices, payments, check-ins.
    const rowsOf = (table: string) => sourceDigests.find((d) => d.table === table)!.rows;
    expect(rowsOf('members')).toBeGreaterThan(50);
    expect(rowsOf('invoices')).toBeGreaterThan(50);
    expect(rowsOf('payments')).toBeGreaterThan(50);
    expect(rowsOf('check_ins')).toBeGreaterThan(100);

    const target = await freshDatabase('replay_target');
    const result = await replayExport(target.pool, { file, projectors, log });
    expect(result.events).toBe(lines.length);
    expect(result.digests).toEqual(sourceDigests);
    expect(result.chain.ok).toBe(true);
    expect(result.chain.checked).toBe(lines.length);
    // The replayed log verifies on its own as well, and a new append continues after the last replayed position.
    expect((await verifyEventChain(target.pool)).ok).toBe(true);
    const store = new PostgresEventStore({ pool: target.pool });
    try {
      const appended = await store.appendToStreams(
        [{ streamId: 'replay-check-1', expectedVersion: 'no_stream', events: [{ type: 'ReplayChecked', data: {} }] }],
        {
          metadata: {
            actorId: null,
            actorName: 'replay test',
            correlationId: 'replay-check',
            causationId: null,
            commandId: 'replay-check',
            at: new Date().toISOString(),
          },
        },
      );
      expect(appended.position).toBe(lines.length + 1);
    } finally {
      await store.close();
    }
  }, 300_000);

  it('refuses a store that is not empty, writing nothing', async () => {
    const before = await source.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
    await expect(replayExport(source.pool, { file, projectors, log })).rejects.toThrow(StoreNotEmptyError);
    const after = await source.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  }, 120_000);

  it('refuses a file with a gap, naming the first bad line, and leaves the store empty', async () => {
    const gapped = join(dir, 'gap.ndjson');
    // Line 40 removed: line 40 of the new file holds position 41 after position 39.
    await writeFile(gapped, [...lines.slice(0, 39), ...lines.slice(40)].join('\n') + '\n');
    const target = await freshDatabase('replay_gap');
    const refusal = replayExport(target.pool, { file: gapped, projectors, log });
    await expect(refusal).rejects.toThrow(BadExportLine);
    await expect(refusal).rejects.toThrow('line 40: position 41 follows position 39: position 40 is missing');
    const tables = await target.pool.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = 'event_store' AND table_name = 'events'`,
    );
    expect(tables.rowCount).toBe(0);
  }, 120_000);

  it('refuses reordered positions through the command, naming the line and exiting 1', async () => {
    const swapped = join(dir, 'swapped.ndjson');
    const reordered = [...lines];
    [reordered[9], reordered[10]] = [reordered[10]!, reordered[9]!];
    await writeFile(swapped, reordered.join('\n') + '\n');
    const target = await freshDatabase('replay_swap');
    const run = promisify(execFile)(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'projection-service/src/cli/replay-events.ts',
        '--file',
        swapped,
        '--database',
        target.url,
      ],
      { cwd: repoRoot },
    );
    const failure = (await run.then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'Refused: line 10: position 11 comes before position 10 (line 11): the events are out of order',
    );
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Pool } from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { NotifyBatcher } from './notify-batcher.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A pool whose statements finish, or fail, only when the test says so. */
function heldPool() {
  const statements: { payloads: string[]; finish: () => void; fail: (error: unknown) => void }[] = [];
  const pool = {
    query(_sql: string, [, payloads]: [string[], string[]]) {
      return new Promise<void>((resolve, reject) => statements.push({ payloads, finish: resolve, fail: reject }));
    },
  };
  return { pool: pool as unknown as Pool, statements };
}

/** What pg reports when the server ends the connection (admin shutdown): worth trying again. */
const shutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('notify batcher', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends one statement at a time, so a newer notice never reaches the server before an older one', async () => {
    const { pool, statements } = heldPool();
    const batcher = new NotifyBatcher(pool);
    batcher.send('progress', 'members@1', 'members');
    await turn();
    expect(statements.map((s) => s.payloads)).toEqual([['members@1']]);

    // Two more turns while the first statement is still in flight.
    batcher.send('progress', 'members@2', 'members');
    await turn();
    batcher.send('progress', 'members@3', 'members');
    batcher.send('change', 'desk', 'desk');
    await turn();
    expect(statements).toHaveLength(1);

    statements[0]!.finish();
    await expect.poll(() => statements.length).toBe(2);
    // Each turn's notices in order: the listener ends on the newest.
    expect(statements[1]!.payloads).toEqual(['members@2', 'members@3', 'desk']);
  });

  it('tries a notice again after its statement failed on a lost connection, and a listener hears it', async () => {
    const serverUrl = inject('databaseServerUrl');
    const channel = `notify_retry_${randomBytes(4).toString('hex')}`;
    const listener = new pg.Client({ connectionString: serverUrl });
    await listener.connect();
    cleanups.push(() => listener.end());
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${channel}`);

    const real = new pg.Pool({ connectionString: serverUrl, max: 2 });
    real.on('error', () => undefined);
    cleanups.push(() => real.end());
    // The first statement's connection is ended by the server, as an admin shutdown or a restart does.
    let statements = 0;
    const pool = {
      query: (...args: Parameters<Pool['query']>) =>
        statements++ === 0 ? real.query('SELECT pg_terminate_backend(pg_backend_pid())') : real.query(...args),
    } as unknown as Pool;
    const errors: unknown[] = [];
    const batcher = new NotifyBatcher(pool, (error) => errors.push(error), { firstMs: 10, maxMs: 50 });
    cleanups.push(() => batcher.stop());

    batcher.send(channel, 'members@7', 'members');
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['members@7']);
    expect(errors).toHaveLength(1);
    expect(statements).toBe(2);
  });

  it('merges the notices queued during the back-off into the retry, each key once where its newest stood', async () => {
    const { pool, statements } = heldPool();
    const batcher = new NotifyBatcher(pool, () => undefined, { firstMs: 1, maxMs: 1 });
    batcher.send('progress', 'members@1', 'members');
    batcher.send('change', 'a');
    await turn();
    batcher.send('progress', 'members@2', 'members');
    batcher.send('change', 'b');
    batcher.send('progress', 'desk@1', 'desk');
    await turn();
    statements[0]!.fail(shutdown());

    await expect.poll(() => statements.length).toBe(2);
    expect(statements[1]!.payloads).toEqual(['a', 'members@2', 'b', 'desk@1']);
    statements[1]!.finish();
  });

  it('drops the notices of a statement that failed for another reason than a transient one', async () => {
    const { pool, statements } = heldPool();
    const errors: [unknown, boolean][] = [];
    const batcher = new NotifyBatcher(pool, (error, retrying) => errors.push([error, retrying]), {
      firstMs: 1,
      maxMs: 1,
    });
    batcher.send('progress', 'members@1', 'members');
    await turn();
    const bug = Object.assign(new Error('syntax error'), { code: '42601' });
    statements[0]!.fail(bug);
    await expect.poll(() => errors).toEqual([[bug, false]]);

    batcher.send('progress', 'desk@1', 'desk');
    await expect.poll(() => statements.length).toBe(2);
    expect(statements[1]!.payloads).toEqual(['desk@1']);
    statements[1]!.finish();
  });

  it('stops at once while waiting to try again, and sends as before afterwards', async () => {
    const { pool, statements } = heldPool();
    const errors: boolean[] = [];
    // A back-off far longer than the test's timeout: stop() must not wait for it.
    const batcher = new NotifyBatcher(pool, (_error, retrying) => errors.push(retrying), {
      firstMs: 3_600_000,
      maxMs: 3_600_000,
    });
    batcher.send('progress', 'members@1', 'members');
    await turn();
    statements[0]!.fail(shutdown());
    await expect.poll(() => errors).toEqual([true]);

    await batcher.stop();
    expect(statements).toHaveLength(1);
    batcher.send('progress', 'desk@1', 'desk');
    await expect.poll(() => statements.length).toBe(2);
    expect(statements[1]!.payloads).toEqual(['desk@1']);
    statements[1]!.finish();
  });
});

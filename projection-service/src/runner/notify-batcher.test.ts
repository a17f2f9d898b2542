import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { NotifyBatcher } from './notify-batcher.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A pool whose statements finish only when the test says so. */
function heldPool() {
  const statements: { payloads: string[]; finish: () => void }[] = [];
  const pool = {
    query(_sql: string, [, payloads]: [string[], string[]]) {
      return new Promise<void>((resolve) => statements.push({ payloads, finish: resolve }));
    },
  };
  return { pool: pool as unknown as Pool, statements };
}

describe('notify batcher', () => {
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
});

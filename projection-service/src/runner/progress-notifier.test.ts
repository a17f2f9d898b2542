import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { NotifyBatcher } from './notify-batcher.js';
import { ProgressNotifier } from './progress-notifier.js';

/** The batcher's rule: the newest notice of a key in one turn replaces the earlier ones. */
function fakeBatcher() {
  const pending = new Map<string, string>();
  const sent: { changed: boolean; position: number }[][] = [];
  const batcher = {
    send(_channel: string, payload: string, key: string) {
      if (pending.size === 0) {
        setImmediate(() => {
          sent.push([...pending.values()].map((p) => JSON.parse(p) as { changed: boolean; position: number }));
          pending.clear();
        });
      }
      pending.set(key, payload);
    },
  };
  return { batcher: batcher as unknown as NotifyBatcher, sent };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('progress notices', () => {
  it('say whether the tables changed, even when a later notice of the same turn replaces the one that did', async () => {
    const { batcher, sent } = fakeBatcher();
    const notifier = new ProgressNotifier(batcher);
    notifier.report('accounts', { commit: '10', position: 1 }, 'live', true);
    notifier.report('accounts', { commit: '11', position: 2 }, 'live', false);
    await turn();
    notifier.report('accounts', { commit: '12', position: 3 }, 'live', false);
    await turn();
    expect(sent).toEqual([
      [{ projector: 'accounts', commit: '11', position: 2, status: 'live', changed: true }],
      [{ projector: 'accounts', commit: '12', position: 3, status: 'live', changed: false }],
    ]);
  });

  it('still say the tables changed when a failed notice that did is sent again merged with a newer one', async () => {
    const statements: { payloads: string[]; finish: () => void; fail: (error: unknown) => void }[] = [];
    const pool = {
      query(_sql: string, [, payloads]: [string[], string[]]) {
        return new Promise<void>((resolve, reject) => statements.push({ payloads, finish: resolve, fail: reject }));
      },
    } as unknown as Pool;
    const notifier = new ProgressNotifier(new NotifyBatcher(pool, () => undefined, { firstMs: 1, maxMs: 1 }));
    notifier.report('accounts', { commit: '10', position: 1 }, 'live', true);
    await turn();
    // A later turn, while the first statement is in flight: on its own it would say nothing changed.
    notifier.report('accounts', { commit: '11', position: 2 }, 'live', false);
    await turn();
    statements[0]!.fail(Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' }));

    await expect.poll(() => statements.length).toBe(2);
    expect(statements[1]!.payloads.map((p) => JSON.parse(p) as unknown)).toEqual([
      { projector: 'accounts', commit: '11', position: 2, status: 'live', changed: true },
    ]);
    statements[1]!.finish();
  });
});

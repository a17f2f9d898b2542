import { describe, expect, it } from 'vitest';
import type { NotifyBatcher } from './notify-batcher.js';
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
});

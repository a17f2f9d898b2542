import { describe, expect, it } from 'vitest';
import { inCommitOrder } from './commit-order.js';

const at = (commit: string, position: number) => ({ checkpoint: { commit, position } });

describe('inCommitOrder: a read batch as the log orders it', () => {
  it('keeps a batch already in order as it is', () => {
    const batch = [at('9', 3), at('10', 1), at('10', 2)];
    expect(inCommitOrder(batch)).toBe(batch);
    expect(batch.map((e) => e.checkpoint.position)).toEqual([3, 1, 2]);
  });

  it('sorts by commit as a number, then by position, when the server did not keep the order', () => {
    const sorted = inCommitOrder([at('10', 2), at('9', 3), at('10', 1), at('100', 0)]);
    expect(sorted.map((e) => `${e.checkpoint.commit}:${e.checkpoint.position}`)).toEqual([
      '9:3',
      '10:1',
      '10:2',
      '100:0',
    ]);
  });
});

import { START } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { LOG_START, compareCheckpoints } from '../store/envelope.js';
import { globalPositionOf, isPast, laterOf, toCheckpoint, toReadPosition } from './log-position.js';

describe('toCheckpoint', () => {
  it('keeps the commit position as a decimal string and the prepare position as a number', () => {
    expect(toCheckpoint({ commit: 1234n, prepare: 1200n })).toEqual({ commit: '1234', position: 1200 });
  });

  it('keeps a commit position beyond 2^53 exact', () => {
    expect(toCheckpoint({ commit: 2n ** 60n + 1n, prepare: 5n }).commit).toBe('1152921504606846977');
  });

  it('orders checkpoints as KurrentDB orders log positions: by commit, then prepare', () => {
    const positions = [
      { commit: 100n, prepare: 100n },
      { commit: 250n, prepare: 90n },
      { commit: 250n, prepare: 250n },
      { commit: 1000n, prepare: 1000n },
    ];
    const checkpoints = positions.map(toCheckpoint);
    for (let i = 1; i < checkpoints.length; i++) {
      expect(compareCheckpoints(checkpoints[i - 1]!, checkpoints[i]!)).toBe(-1);
    }
  });
});

describe('globalPositionOf', () => {
  it('is the commit position', () => {
    expect(globalPositionOf({ commit: 4096n, prepare: 4000n })).toBe(4096);
  });
});

describe('toReadPosition', () => {
  it('reads the log start from the start of $all', () => {
    expect(toReadPosition(LOG_START)).toBe(START);
    expect(toReadPosition({ commit: '0', position: 0 })).toBe(START);
  });

  it('reads any other checkpoint from its log position, the inverse of toCheckpoint', () => {
    const checkpoint = { commit: '98765', position: 98700 };
    const position = toReadPosition(checkpoint);
    expect(position).toEqual({ commit: 98765n, prepare: 98700n });
    expect(toCheckpoint(position as { commit: bigint; prepare: bigint })).toEqual(checkpoint);
  });
});

describe('isPast', () => {
  const at = { commit: '500', position: 500 };

  it('drops the record at the checkpoint a read includes, and everything before it', () => {
    expect(isPast(at, at)).toBe(false);
    expect(isPast({ commit: '400', position: 400 }, at)).toBe(false);
    expect(isPast({ commit: '500', position: 499 }, at)).toBe(false);
  });

  it('keeps what lies after the checkpoint', () => {
    expect(isPast({ commit: '500', position: 501 }, at)).toBe(true);
    expect(isPast({ commit: '501', position: 0 }, at)).toBe(true);
  });

  it('keeps everything after the log start, even a record at position 0', () => {
    expect(isPast({ commit: '0', position: 0 }, LOG_START)).toBe(true);
  });
});

describe('laterOf', () => {
  it('picks the later checkpoint', () => {
    const early = { commit: '10', position: 10 };
    const late = { commit: '20', position: 20 };
    expect(laterOf(early, late)).toBe(late);
    expect(laterOf(late, early)).toBe(late);
  });
});

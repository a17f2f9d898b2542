import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { shareOut } from './share-out.js';

const event = (position: number, type: string) => ({ position, type }) as unknown as RecordedEvent;
const taker = (...types: string[]) => ({ plan: { applied: new Set(types) } });

describe('shareOut', () => {
  const batch = [event(1, 'A'), event(2, 'B'), event(3, 'C'), event(4, 'A'), event(5, 'B')];

  it('gives each projector the events of its types, in log order', () => {
    const [ab, c, a] = shareOut(batch, [taker('A', 'B', 'X'), taker('C'), taker('A')]);
    expect(ab!.map((e) => e.position)).toEqual([1, 2, 4, 5]);
    expect(c!.map((e) => e.position)).toEqual([3]);
    expect(a!.map((e) => e.position)).toEqual([1, 4]);
  });

  it('hands the batch itself to a projector of every type in it, and nothing to one of none', () => {
    const [all, none] = shareOut(batch, [taker('A', 'B', 'C', 'D'), taker('D')]);
    expect(all).toBe(batch);
    expect(none).toEqual([]);
  });

  it('gives nothing from an empty batch', () => {
    expect(shareOut([], [taker('A'), taker()])).toEqual([[], []]);
  });
});

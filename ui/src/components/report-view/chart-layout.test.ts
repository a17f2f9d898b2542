import { describe, expect, it } from 'vitest';
import type { ChartCategory } from './chart-types';
import { fitLabel, labelEvery, sideBySide, stackBar, valueExtent } from './chart-layout';

const series = [
  { key: 'a', label: 'A', color: '#000' },
  { key: 'b', label: 'B', color: '#111' },
  { key: 'c', label: 'C', color: '#222' },
];

describe('report chart layout', () => {
  it('stacks positive values up from zero in the series order, skipping zeros and unknown keys', () => {
    const segments = stackBar({ a: 10, b: 0, c: 5, other: 99 }, series);
    expect(segments.map((s) => [s.series.key, s.y0, s.y1])).toEqual([
      ['a', 0, 10],
      ['c', 10, 15],
    ]);
  });

  it('stacks negative values down from zero, apart from the positive ones', () => {
    const segments = stackBar({ a: 10, b: -4, c: -6 }, series);
    expect(segments.map((s) => [s.series.key, s.value, s.y0, s.y1])).toEqual([
      ['a', 10, 0, 10],
      ['b', -4, -4, 0],
      ['c', -6, -10, -4],
    ]);
  });

  it('spans every bar from its lowest to its highest stack, always with zero', () => {
    const categories: ChartCategory[] = [
      { key: 'm1', label: 'Jan', title: 'January', bars: [{ key: 'in', values: { a: 3, b: 4 } }] },
      {
        key: 'm2',
        label: 'Feb',
        title: 'February',
        bars: [
          { key: 'in', values: { a: 2 } },
          { key: 'out', values: { c: -5 } },
        ],
      },
    ];
    expect(valueExtent(categories, series)).toEqual([-5, 7]);
    expect(valueExtent([categories[0]!], series)).toEqual([0, 7]);
  });

  it('gives an empty or all-zero report an axis from 0 to 1', () => {
    expect(valueExtent([], series)).toEqual([0, 1]);
    expect(valueExtent([{ key: 'x', label: 'x', title: 'x', bars: [{ key: 'b', values: { a: 0 } }] }], series)).toEqual(
      [0, 1],
    );
  });

  it('labels at most the given number of categories', () => {
    expect(labelEvery(6, 8)).toBe(1);
    expect(labelEvery(12, 8)).toBe(2);
    expect(labelEvery(36, 8)).toBe(5);
    expect(labelEvery(0, 8)).toBe(1);
  });

  it('cuts a label that does not fit its room, with an ellipsis', () => {
    expect(fitLabel('Whey', 100)).toBe('Whey');
    expect(fitLabel('Whey protein isolate 2 kg', 60)).toBe('Whey pr…');
    expect(fitLabel('Whey', 0)).toBe('W…');
  });

  it('puts one plain bar per series side by side', () => {
    expect(sideBySide({ revenue: 5, margin: -2 })).toEqual([
      { key: 'revenue', values: { revenue: 5 } },
      { key: 'margin', values: { margin: -2 } },
    ]);
  });
});

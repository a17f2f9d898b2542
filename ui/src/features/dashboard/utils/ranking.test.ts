import { describe, expect, it } from 'vitest';
import { rankLabel, rankTrainers } from './ranking';

const trainer = (name: string, self: number, counter: number) => ({
  trainerId: name.toLowerCase(),
  trainerName: name,
  selfSourceAmount: self,
  counterSourceAmount: counter,
});

describe('rankTrainers', () => {
  it('ranks by self-sourced amount, descending, with the total of both sources', () => {
    const ranked = rankTrainers([trainer('Ali', 100, 900), trainer('Badr', 500, 0), trainer('Carl', 300, 0.1)]);
    expect(ranked.map((t) => [t.rank, t.trainerName, t.total])).toEqual([
      [1, 'Badr', 500],
      [2, 'Carl', 300.1],
      [3, 'Ali', 1000],
    ]);
  });

  it('breaks ties by counter-sourced amount, then by name', () => {
    const ranked = rankTrainers([trainer('Zed', 100, 0), trainer('Amy', 100, 0), trainer('Max', 100, 50)]);
    expect(ranked.map((t) => t.trainerName)).toEqual(['Max', 'Amy', 'Zed']);
  });

  it('keeps the top 10 only', () => {
    const many = Array.from({ length: 14 }, (_, i) => trainer(`T${String(i).padStart(2, '0')}`, i * 10, 0));
    const ranked = rankTrainers(many);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]!.trainerName).toBe('T13');
    expect(ranked[9]!.trainerName).toBe('T04');
    expect(rankTrainers([])).toEqual([]);
  });

  it('labels a trainer "#rank: name"', () => {
    expect(rankLabel({ rank: 2, trainerName: 'Coach Sami' })).toBe('#2: Coach Sami');
  });
});

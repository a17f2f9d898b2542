import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { dashboardFeature } from '../feature';
import { genderGroup } from './gender';
import { genderDistribution, growthSeries, topNationalities } from './member-charts';
import type { RegistrationRow } from './member-charts';

// The groups are named from the dashboard's catalogue, as on the page (English here).
beforeAll(async () => {
  registerCatalogue(dashboardFeature.name, dashboardFeature.messages);
  await loadCatalogue('en', dashboardFeature.name);
});

const row = (joinDate: string, gender: string, count: number, nationality: string | null = null): RegistrationRow => ({
  joinDate,
  gender,
  nationality,
  count,
});

describe('genderGroup (spec section 5)', () => {
  it('puts "female" before "male", other values in Other, and ignores empty ones', () => {
    expect(genderGroup('Female')).toBe('female');
    expect(genderGroup('male')).toBe('male');
    expect(genderGroup('non-binary')).toBe('other');
    expect(genderGroup('  ')).toBeNull();
    expect(genderGroup(null)).toBeNull();
  });
});

describe('growthSeries', () => {
  it('lists every month of the range, the current one last, with zeros where nobody joined', () => {
    const series = growthSeries([row('2026-03-01', 'female', 2), row('2026-05-01', 'male', 1)], '2026-05-17', 6);
    expect(series.points.map((p) => p.month)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
    expect(series.points[3]!.counts).toEqual({ male: 0, female: 2, other: 0 });
    expect(series.points[5]!.counts).toEqual({ male: 1, female: 0, other: 0 });
    expect(series.total).toBe(3);
    expect(series.padded).toBe(false);
  });

  it('pads the missing gender with zero counts when only one gender exists', () => {
    const series = growthSeries([row('2026-05-01', 'female', 4), row('2026-04-01', 'Female', 1)], '2026-05-02', 6);
    expect(series.genders).toEqual(['male', 'female']);
    expect(series.padded).toBe(true);
    expect(series.points.every((p) => p.counts.male === 0)).toBe(true);
    expect(series.total).toBe(5);
  });

  it('leaves out registrations before the range, and shows Other only when there is any', () => {
    const rows = [row('2024-01-01', 'male', 9), row('2026-05-01', 'x', 1), row('2026-05-01', '', 3)];
    const six = growthSeries(rows, '2026-05-31', 6);
    expect(six.total).toBe(1);
    expect(six.genders).toEqual(['male', 'female', 'other']);
    expect(growthSeries(rows, '2026-05-31', 24).points).toHaveLength(24);
    expect(growthSeries([], '2026-05-31', 12).genders).toEqual(['male', 'female']);
  });

  it('crosses a year boundary', () => {
    const series = growthSeries([row('2025-12-01', 'male', 1)], '2026-01-05', 2);
    expect(series.points.map((p) => p.month)).toEqual(['2025-12-01', '2026-01-01']);
  });
});

describe('genderDistribution', () => {
  it('sums the months and nationalities per gender group and leaves out empty groups', () => {
    expect(
      genderDistribution([
        row('2026-01-01', 'male', 2, 'Qatar'),
        row('2026-02-01', 'male', 1),
        row('2026-02-01', 'female', 3),
      ]),
    ).toEqual([
      { key: 'male', label: 'Male', count: 3 },
      { key: 'female', label: 'Female', count: 3 },
    ]);
    expect(genderDistribution([])).toEqual([]);
  });
});

describe('topNationalities', () => {
  it('keeps the 5 most common, most first, ties by name, without members lacking one', () => {
    const rows = [
      row('2026-01-01', 'male', 5, 'Qatari'),
      row('2026-02-01', 'female', 2, 'qatari '),
      row('2026-01-01', 'male', 4, 'Indian'),
      row('2026-01-01', 'male', 3, 'Egyptian'),
      row('2026-01-01', 'male', 3, 'British'),
      row('2026-01-01', 'male', 2, 'Filipino'),
      row('2026-01-01', 'male', 1, 'Syrian'),
      row('2026-01-01', 'male', 50, null),
      row('2026-01-01', 'male', 50, '  '),
    ];
    expect(topNationalities(rows)).toEqual([
      { key: 'qatari', label: 'Qatari', count: 7 },
      { key: 'indian', label: 'Indian', count: 4 },
      { key: 'british', label: 'British', count: 3 },
      { key: 'egyptian', label: 'Egyptian', count: 3 },
      { key: 'filipino', label: 'Filipino', count: 2 },
    ]);
    expect(topNationalities([row('2026-01-01', 'male', 3, null)])).toEqual([]);
  });
});

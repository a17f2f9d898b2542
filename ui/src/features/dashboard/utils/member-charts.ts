import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import type { DashboardMembers } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { genderGroup, genderName } from './gender';
import type { GenderGroup } from './gender';

export type RegistrationRow = DashboardMembers['data'][number];

/** The growth chart's ranges (spec section 9): 6 months (the default), 12 months, 2 years. */
export const GROWTH_RANGES = [
  { months: 6, label: 'dashboard.growth.range.months6' },
  { months: 12, label: 'dashboard.growth.range.months12' },
  { months: 24, label: 'dashboard.growth.range.years2' },
] as const;
export type GrowthMonths = (typeof GROWTH_RANGES)[number]['months'];
export const DEFAULT_GROWTH_MONTHS: GrowthMonths = 6;

/** Top nationalities shown (spec section 9). */
export const TOP_NATIONALITIES = 5;

export interface GrowthPoint {
  /** First day of the month, YYYY-MM-DD. */
  readonly month: string;
  readonly counts: Readonly<Record<GenderGroup, number>>;
}

export interface GrowthSeries {
  /** The series drawn, in legend order: Male and Female always, Other only when there is any. */
  readonly genders: readonly GenderGroup[];
  readonly points: readonly GrowthPoint[];
  /** New members in the range, all genders. */
  readonly total: number;
  /** True when a gender had no registration at all in the range and is drawn as zeros (spec section 9). */
  readonly padded: boolean;
}

/**
 * New registrations per month and gender over the last `months` months, the month of `today` included. Every month
 * of the range is there, with zeros when nobody joined. When only one gender exists, the other is padded with zero
 * counts, so the chart keeps both series and its colours (spec section 9).
 */
export function growthSeries(rows: readonly RegistrationRow[], today: string, months: number): GrowthSeries {
  const last = monthStart(today);
  const first = addMonths(last, -(months - 1));
  const points = Array.from({ length: months }, (_, index) => ({
    month: addMonths(first, index),
    counts: { male: 0, female: 0, other: 0 },
  }));
  const byMonth = new Map(points.map((point) => [point.month, point.counts]));
  let total = 0;
  for (const row of rows) {
    const group = genderGroup(row.gender);
    const counts = byMonth.get(monthStart(row.joinDate));
    if (!group || !counts || row.count <= 0) continue;
    counts[group] += row.count;
    total += row.count;
  }
  const present = (gender: GenderGroup) => points.some((point) => point.counts[gender] > 0);
  const genders: GenderGroup[] = ['male', 'female', ...(present('other') ? (['other'] as const) : [])];
  return { genders, points, total, padded: !present('male') || !present('female') };
}

export interface Slice {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/** Members per gender group (spec grouping), in a fixed order; groups with nobody are left out. */
export function genderDistribution(rows: readonly RegistrationRow[]): Slice[] {
  const counts: Record<GenderGroup, number> = { male: 0, female: 0, other: 0 };
  for (const row of rows) {
    const group = genderGroup(row.gender);
    if (group && row.count > 0) counts[group] += row.count;
  }
  return (['male', 'female', 'other'] as const)
    .filter((gender) => counts[gender] > 0)
    .map((gender) => ({ key: gender, label: genderName(gender), count: counts[gender] }));
}

/**
 * The most common nationalities, most members first (ties by name). Spelling differences of case and spaces count
 * as one nationality, shown as most members wrote it; members without a nationality are left out.
 */
export function topNationalities(rows: readonly RegistrationRow[], limit = TOP_NATIONALITIES): Slice[] {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const row of rows) {
    const name = (row.nationality ?? '').trim().replace(/\s+/g, ' ');
    if (name === '' || row.count <= 0) continue;
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { count: 0, spellings: new Map<string, number>() };
    group.count += row.count;
    group.spellings.set(name, (group.spellings.get(name) ?? 0) + row.count);
    groups.set(key, group);
  }
  return [...groups]
    .map(([key, group]) => ({ key, label: mostUsed(group.spellings), count: group.count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}

function mostUsed(spellings: Map<string, number>): string {
  return [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

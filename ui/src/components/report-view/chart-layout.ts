import type { ChartBar, ChartCategory, ChartSeries } from './chart-types';

/** One drawn rectangle of a bar, in data units: from `y0` to `y1` (y0 < y1), with what it stands for. */
export interface BarSegment {
  readonly series: ChartSeries;
  readonly value: number;
  readonly y0: number;
  readonly y1: number;
}

/**
 * A bar's series stacked as d3's diverging offset does: positive values upwards from zero, negative ones downwards
 * from it, each in the series' order; zero values draw nothing.
 */
export function stackBar(values: Readonly<Record<string, number>>, series: readonly ChartSeries[]): BarSegment[] {
  let up = 0;
  let down = 0;
  const segments: BarSegment[] = [];
  for (const s of series) {
    const value = values[s.key] ?? 0;
    if (value > 0) {
      segments.push({ series: s, value, y0: up, y1: up + value });
      up += value;
    } else if (value < 0) {
      segments.push({ series: s, value, y0: down + value, y1: down });
      down += value;
    }
  }
  return segments;
}

/** The value axis' extent over every bar: always includes zero, so bars grow from a visible baseline. */
export function valueExtent(categories: readonly ChartCategory[], series: readonly ChartSeries[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const category of categories)
    for (const bar of category.bars)
      for (const segment of stackBar(bar.values, series)) {
        low = Math.min(low, segment.y0);
        high = Math.max(high, segment.y1);
      }
  // An empty or all-zero report still gets an axis from 0 to 1.
  return low === 0 && high === 0 ? [0, 1] : [low, high];
}

/** Every how many categories a label is written under the axis, so at most `most` labels show. */
export const labelEvery = (count: number, most: number) => Math.max(1, Math.ceil(count / Math.max(1, most)));

/** Average width of a character of the 11 px axis labels, a little generous, so a label cut to it fits its room. */
const LABEL_CHAR_PX = 6.6;
const LABEL_GAP_PX = 6;

/** `label` as it fits `room` pixels: whole, or cut with an ellipsis (the full text is in the tooltip and the table). */
export function fitLabel(label: string, room: number): string {
  const chars = Math.floor(Math.max(0, room - LABEL_GAP_PX) / LABEL_CHAR_PX);
  if (label.length <= chars) return label;
  return `${label.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}

/** One plain bar per series, side by side (a grouped bar chart's category): `{ revenue: 5, margin: 2 }`. */
export function sideBySide(values: Readonly<Record<string, number>>): ChartBar[] {
  return Object.entries(values).map(([key, value]) => ({ key, values: { [key]: value } }));
}

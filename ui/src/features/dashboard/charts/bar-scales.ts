/**
 * The two scales the bar chart needs, written out: d3-scale through @visx/scale brings colour interpolation, time and
 * number formatting (about 10 kB gzip) into the dashboard for a band scale and a linear scale from zero.
 */

export interface BandScale {
  /** Left edge of a key's band (undefined for a key not in the domain). */
  (key: string): number | undefined;
  bandwidth(): number;
}

/** Evenly spaced bands over [0, width], `padding` (0..1) of a step between and around them, centred (as d3's). */
export function bandScale(domain: readonly string[], width: number, padding: number): BandScale {
  const index = new Map(domain.map((key, i) => [key, i]));
  const n = domain.length;
  const step = n === 0 ? 0 : width / Math.max(1, n - padding + 2 * padding);
  const start = (width - step * (n - padding)) / 2;
  const scale = (key: string) => {
    const i = index.get(key);
    return i === undefined ? undefined : start + step * i;
  };
  scale.bandwidth = () => step * (1 - padding);
  return scale;
}

export interface LinearScale {
  (value: number): number;
  /** Round values from 0 to the top of the domain, about `count` of them. */
  ticks(count: number): number[];
}

/**
 * 0..highest mapped onto [height, 0] (SVG y grows downwards), the top rounded up to a whole tick step so the highest
 * bar meets a labelled line.
 */
export function linearScaleFromZero(highest: number, height: number, tickCount = 5): LinearScale {
  const span = highest > 0 ? highest : 1;
  const step = tickStep(span, tickCount);
  const top = Math.ceil(span / step) * step;
  const scale = (value: number) => height - (value / top) * height;
  scale.ticks = (count: number) => {
    const by = tickStep(top, count);
    const values: number[] = [];
    for (let i = 0; i * by <= top + by / 1e6; i++) values.push(Number((i * by).toPrecision(12)));
    return values;
  };
  return scale;
}

/** A step of 1, 2 or 5 times a power of ten giving about `count` intervals over 0..span. */
export function tickStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / power;
  const factor = ratio >= Math.sqrt(50) ? 10 : ratio >= Math.sqrt(10) ? 5 : ratio >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

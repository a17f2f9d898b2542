/** Props of the report chart, which loads lazily; types only, so importing them loads no chart code. */

/** One coloured part of a bar, and its legend entry. */
export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

/**
 * One bar of a category: the series it stacks, bottom up (positive values up from zero, negative ones down from it).
 * A bar of one series is a plain bar; several bars in a category stand side by side (grouped).
 */
export interface ChartBar {
  readonly key: string;
  readonly values: Readonly<Record<string, number>>;
}

/** One place on the horizontal axis (a month, a product, a session). */
export interface ChartCategory {
  readonly key: string;
  /** The label under the bars (shortened to fit). */
  readonly label: string;
  /** The tooltip's title. */
  readonly title: string;
  readonly bars: readonly ChartBar[];
}

export interface ReportChartProps {
  readonly categories: readonly ChartCategory[];
  /** Every series a bar may stack, in stacking and legend order. */
  readonly series: readonly ChartSeries[];
  /** The chart's accessible name: what it shows, and that the table gives the figures. */
  readonly label: string;
  /** A value in the tooltip (money with its currency, or a count). */
  readonly formatValue: (value: number) => string;
  /** A value on the vertical axis (shorter). */
  readonly formatTick?: (value: number) => string;
  readonly height?: number;
}

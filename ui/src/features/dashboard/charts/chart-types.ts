/** Props of the lazily loaded charts; types only, so importing them loads no chart code. */

export interface BarSeries {
  readonly key: string;
  readonly label: string;
  /** Fill colour of the series' bars (and of its legend swatch). */
  readonly color: string;
}

export interface BarCategory {
  readonly key: string;
  /** The label under the bars. */
  readonly label: string;
  /** The tooltip's title. */
  readonly title: string;
  readonly values: Readonly<Record<string, number>>;
}

export interface BarChartProps {
  readonly categories: readonly BarCategory[];
  readonly series: readonly BarSeries[];
  readonly height: number;
  /** The text alternative: what the chart shows, with its numbers. */
  readonly ariaLabel: string;
  /** A value in the tooltip: money with its currency, or a count. */
  readonly formatValue: (value: number) => string;
  /** A value on the vertical axis (shorter). */
  readonly formatTick?: (value: number) => string;
}

export interface DonutSlice {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly color: string;
}

export interface DonutChartProps {
  readonly slices: readonly DonutSlice[];
  readonly height: number;
  readonly ariaLabel: string;
}

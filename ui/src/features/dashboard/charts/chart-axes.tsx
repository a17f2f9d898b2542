const AXIS_COLOUR = '#94a3b8';
const LABEL_COLOUR = '#334155';
const TICK_LENGTH = 6;

/**
 * The two axes of the bar chart, drawn as plain SVG. @visx/axis would bring @visx/text and a CSS calc() evaluator
 * (about 8 kB gzip) into the dashboard's first load for labels that never wrap or rotate.
 */
export function LeftAxis({
  ticks,
  y,
  height,
  format,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  height: number;
  format: (value: number) => string;
}) {
  return (
    <g aria-hidden="true">
      <line x1={0} x2={0} y1={0} y2={height} stroke={AXIS_COLOUR} />
      {ticks.map((value) => (
        <g key={value} transform={`translate(0, ${y(value)})`}>
          <line x1={-TICK_LENGTH} x2={0} stroke={AXIS_COLOUR} />
          <text x={-TICK_LENGTH - 4} dy="0.33em" fill={LABEL_COLOUR} fontSize={11} textAnchor="end">
            {format(value)}
          </text>
        </g>
      ))}
    </g>
  );
}

export function BottomAxis({
  ticks,
  top,
  width,
}: {
  /** Where each label sits (the middle of its band) and what it says. */
  ticks: readonly { x: number; label: string }[];
  top: number;
  width: number;
}) {
  return (
    <g aria-hidden="true" transform={`translate(0, ${top})`}>
      <line x1={0} x2={width} y1={0} y2={0} stroke={AXIS_COLOUR} />
      {ticks.map((tick) => (
        <g key={`${tick.x}-${tick.label}`} transform={`translate(${tick.x}, 0)`}>
          <line y1={0} y2={TICK_LENGTH} stroke={AXIS_COLOUR} />
          <text y={TICK_LENGTH + 12} fill={LABEL_COLOUR} fontSize={11} textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { Pie } from '@visx/shape';
import type { DonutChartProps, DonutSlice } from './chart-types';

/** A donut of shares (the gender distribution); loaded lazily. Its legend, with the numbers, is outside. */
export default function DonutChart(props: DonutChartProps) {
  return (
    <div style={{ height: props.height }}>
      <ParentSize debounceTime={50}>
        {({ width }) => (width > 0 ? <Donut {...props} width={width} /> : null)}
      </ParentSize>
    </div>
  );
}

function Donut({ slices, height, width, ariaLabel }: DonutChartProps & { width: number }) {
  const radius = Math.max(0, Math.min(width, height) / 2 - 8);
  return (
    <svg width={width} height={height} role="img" aria-label={ariaLabel}>
      <Group top={height / 2} left={width / 2}>
        <Pie<DonutSlice>
          data={[...slices]}
          pieValue={(slice) => slice.count}
          outerRadius={radius}
          innerRadius={radius * 0.6}
          padAngle={0.01}
          pieSort={null}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <path key={arc.data.key} d={pie.path(arc) ?? ''} fill={arc.data.color} stroke="#ffffff" strokeWidth={1} />
            ))
          }
        </Pie>
      </Group>
    </svg>
  );
}

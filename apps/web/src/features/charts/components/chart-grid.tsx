import { type Point, toSvgPoints } from '@gamespeed/domain';
import { CHART_COLORS } from '../chart-text';

const GRID_COLOR = '#3f3f46';

/**
 * The background of a radar chart: dashed rings, spokes from the centre to each corner (the
 * active one highlighted), and the benchmark outline.
 */
export function ChartGrid({
  rings,
  outline,
  center,
  benchmarkColor,
  activeIndex = null,
}: {
  rings: readonly (readonly Point[])[];
  outline: readonly Point[];
  center: Point;
  benchmarkColor: string;
  activeIndex?: number | null;
}) {
  return (
    <>
      {rings.map((ring, i) => (
        <polygon
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rings
          key={i}
          points={toSvgPoints(ring)}
          fill="none"
          stroke={GRID_COLOR}
          strokeDasharray="4 4"
          strokeWidth={1}
        />
      ))}
      {outline.map((corner, i) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed spokes
          key={i}
          x1={center.x}
          y1={center.y}
          x2={corner.x}
          y2={corner.y}
          stroke={i === activeIndex ? CHART_COLORS.athlete : GRID_COLOR}
          strokeWidth={i === activeIndex ? 2 : 1}
        />
      ))}
      <polygon
        points={toSvgPoints(outline)}
        fill={benchmarkColor}
        fillOpacity={0.08}
        stroke={benchmarkColor}
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </>
  );
}

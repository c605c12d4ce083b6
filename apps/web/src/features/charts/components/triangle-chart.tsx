import {
  type Benchmark,
  type ChartPoint,
  formatDifference,
  TRIANGLE_CENTER,
  TRIANGLE_VIEWBOX,
  toSvgPoints,
  triangleGridRings,
  triangleLabelPositions,
  triangleOutline,
  trianglePoints,
} from '@gamespeed/domain';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { athleteText, CHART_COLORS, differenceClass, pointAriaLabel } from '../chart-text';
import { ChartGrid } from './chart-grid';

export interface TriangleChartProps {
  /** The three points, drawn from the top clockwise. */
  points: readonly ChartPoint[];
  benchmark: Benchmark;
  /** Makes each point a button; called with the point's index. */
  onPointClick?: (index: number) => void;
  /** Accessible name of the chart. */
  label: string;
  className?: string;
}

const { width: W, height: H } = TRIANGLE_VIEWBOX;
const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The triangle comparison chart (docs/product/screens.md, docs/product/validation.md, docs/product/constants.md): grid rings at 25/50/75 %, the benchmark
 * outline, the athlete's polygon and a label per point with the athlete's value and the gap.
 * The SVG is decoration; labels and tap targets are HTML laid over it, so they are real
 * buttons with accessible names and comfortable touch targets.
 */
export function TriangleChart({
  points,
  benchmark,
  onPointClick,
  label,
  className,
}: TriangleChartProps) {
  const plotted = useMemo(() => trianglePoints(points, benchmark), [points, benchmark]);
  const outline = useMemo(() => triangleOutline(), []);
  const rings = useMemo(() => triangleGridRings(), []);
  const anchors = useMemo(() => triangleLabelPositions(), []);
  const benchmarkColor = CHART_COLORS[benchmark];

  return (
    <figure aria-label={label} className={cn('relative m-0 aspect-[400/380] w-full', className)}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        aria-hidden
        className="absolute inset-0 h-full w-full overflow-visible"
      >
        <ChartGrid
          rings={rings}
          outline={outline}
          center={TRIANGLE_CENTER}
          benchmarkColor={benchmarkColor}
        />
        <polygon
          points={toSvgPoints(plotted)}
          fill={CHART_COLORS.athlete}
          fillOpacity={0.25}
          stroke={CHART_COLORS.athlete}
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {plotted.map((p) => (
          <circle
            key={p.label}
            cx={p.x}
            cy={p.y}
            r={6}
            fill={CHART_COLORS.athlete}
            stroke="#000"
            strokeWidth={2}
          />
        ))}
      </svg>

      {plotted.map((p, i) => {
        const anchor = anchors[i]!;
        const isTop = anchor.y < TRIANGLE_CENTER.y;
        // Shown pieces are hidden from assistive technology; the button is named by the full
        // sentence, which starts with the point's shown name (docs/product/screens.md).
        const content = (
          <>
            <span aria-hidden className="block text-xs font-semibold text-zinc-50 sm:text-sm">
              {p.label}
            </span>
            {points[i]?.provisional ? (
              <span className="block text-[10px] font-semibold tracking-wide text-amber-300 uppercase">
                Provisional
              </span>
            ) : null}
            <span
              aria-hidden
              className={cn(
                'block text-xs font-medium sm:text-sm',
                p.showValueLabel ? 'text-accent' : 'text-zinc-300 italic',
              )}
            >
              {athleteText(p)}
            </span>
            <span
              aria-hidden
              className={cn('block text-[11px] font-medium sm:text-xs', differenceClass(p))}
            >
              {formatDifference(p.difference, p.unit)}
            </span>
          </>
        );
        const position = {
          left: pct(anchor.x, W),
          top: pct(anchor.y, H),
        };
        const labelClass = cn(
          'absolute flex w-max max-w-[34%] -translate-x-1/2 flex-col items-center rounded-lg px-2 py-1 text-center leading-tight',
          isTop ? '-translate-y-1/2' : '-translate-y-[20%]',
        );
        if (!onPointClick) {
          return (
            <div key={p.label} className={labelClass} style={position}>
              {content}
            </div>
          );
        }
        return (
          <div key={p.label}>
            <button
              type="button"
              onClick={() => onPointClick(i)}
              className={cn(
                labelClass,
                'min-h-11 min-w-11 border border-line bg-surface-raised/90 transition-colors hover:border-accent active:bg-zinc-800',
              )}
              style={position}
            >
              <span className="sr-only">{pointAriaLabel(p.label, p)}</span>
              {content}
            </button>
            {p.drawnAtCenter ? null : (
              // A second, pointer-only target on the athlete's dot; the label is the accessible one.
              <button
                type="button"
                tabIndex={-1}
                aria-hidden
                onClick={() => onPointClick(i)}
                className="absolute h-11 w-11 -translate-x-1/2 -translate-y-1/2 rounded-full"
                style={{ left: pct(p.x, W), top: pct(p.y, H) }}
              />
            )}
          </div>
        );
      })}
    </figure>
  );
}

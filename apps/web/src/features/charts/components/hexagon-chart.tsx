import {
  type Benchmark,
  type ChartPoint,
  formatDifference,
  HEXAGON_CENTER,
  HEXAGON_RADIUS,
  HEXAGON_VERTICES,
  HEXAGON_VIEWBOX,
  hexagonOutline,
  hexagonPoints,
  polygonVertices,
  TRIANGLE_GRID_RINGS,
  toSvgPoints,
} from '@gamespeed/domain';
import { useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { cn } from '@/lib/cn';
import {
  athleteText,
  CHART_COLORS,
  differenceClass,
  movementDisplayName,
  pointAriaLabel,
} from '../chart-text';
import { ChartGrid } from './chart-grid';
import { ChartNumbersTable } from './chart-numbers-table';

export interface HexagonChartProps {
  /** The six points in docs/product/data-model.md order (G3, G4, 20→10, 5→10, BJ, G2), or null when not loaded. */
  points: readonly ChartPoint[] | null;
  loading: boolean;
  /** False when the profile has no weight: nothing is drawn (docs/product/screens.md). */
  hasWeight: boolean;
  benchmark: Benchmark;
  /** Makes each vertex a button; called with the vertex index (docs/product/screens.md). */
  onDrillClick?: (index: number) => void;
  /** Highlights one vertex (the zoomed drill in the full-screen view). */
  activeIndex?: number | null;
  /** Shows the 'Show numbers' table under the chart (default true). */
  showNumbers?: boolean;
  className?: string;
}

const { width: W, height: H } = HEXAGON_VIEWBOX;
/**
 * Room above and below the viewBox: a capped point on the top or bottom vertex reaches up to
 * 1.5 × 170 − 230 = 25 units outside it (see HEXAGON_VIEWBOX in the domain).
 */
export const HEXAGON_PAD_Y = 25;
/** Vertex labels sit just outside the outline, on the far side of their anchor. */
const LABEL_RADIUS = HEXAGON_RADIUS + 6;
const pctX = (x: number) => `${(x / W) * 100}%`;
const pctY = (y: number) => `${((y + HEXAGON_PAD_Y) / (H + 2 * HEXAGON_PAD_Y)) * 100}%`;
/** Puts a label box beside its anchor, away from the centre (dx, dy: anchor − centre). */
function labelPlacement(dx: number, dy: number): string {
  if (Math.abs(dx) < 1)
    return cn('-translate-x-1/2', dy < 0 ? '-translate-y-full' : 'translate-y-0');
  return cn('-translate-y-1/2', dx < 0 ? '-translate-x-full' : 'translate-x-0');
}
/** Full names of the vertices, for accessible names and the numbers table. */
const VERTEX_NAMES = HEXAGON_VERTICES.map((v) => movementDisplayName(v.movement));

/**
 * The hexagon comparison chart (docs/product/screens.md 'Hexagon views', docs/product/data-model.md, docs/product/constants.md): six vertices, radius 170,
 * ratio capped at 1.5. Shows 'Loading hexagon data...' while loading and nothing without a
 * weight or without points (a failed load only logs, docs/product/messages.md).
 */
export function HexagonChart({
  points,
  loading,
  hasWeight,
  benchmark,
  onDrillClick,
  activeIndex = null,
  showNumbers = true,
  className,
}: HexagonChartProps) {
  if (!hasWeight) return null;
  if (loading) {
    return (
      <div className={cn('flex min-h-40 items-center justify-center', className)}>
        <Spinner label="Loading hexagon data..." showLabel />
      </div>
    );
  }
  if (!points) return null;
  return (
    <HexagonFigure
      points={points}
      benchmark={benchmark}
      onDrillClick={onDrillClick}
      activeIndex={activeIndex}
      showNumbers={showNumbers}
      className={className}
    />
  );
}

function HexagonFigure({
  points,
  benchmark,
  onDrillClick,
  activeIndex,
  showNumbers,
  className,
}: Omit<HexagonChartProps, 'loading' | 'hasWeight' | 'points'> & {
  points: readonly ChartPoint[];
}) {
  const plotted = useMemo(() => hexagonPoints(points, benchmark), [points, benchmark]);
  const outline = useMemo(() => hexagonOutline(), []);
  // The triangle's grid rings (25, 50, 75 %), so both charts read alike.
  const rings = useMemo(
    () =>
      TRIANGLE_GRID_RINGS.map((f) =>
        polygonVertices(HEXAGON_VERTICES.length, HEXAGON_CENTER, HEXAGON_RADIUS * f),
      ),
    [],
  );
  const anchors = useMemo(
    () => polygonVertices(HEXAGON_VERTICES.length, HEXAGON_CENTER, LABEL_RADIUS),
    [],
  );
  const benchmarkColor = CHART_COLORS[benchmark];

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <figure
        aria-label="Hexagon comparison chart"
        className="relative m-0 aspect-[500/510] w-full"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          aria-hidden
          className="absolute left-0 w-full overflow-visible"
          style={{ top: pctY(0), height: `${(H / (H + 2 * HEXAGON_PAD_Y)) * 100}%` }}
        >
          <ChartGrid
            rings={rings}
            outline={outline}
            center={HEXAGON_CENTER}
            benchmarkColor={benchmarkColor}
            activeIndex={activeIndex}
          />
          <polygon
            points={toSvgPoints(plotted)}
            fill={CHART_COLORS.athlete}
            fillOpacity={0.25}
            stroke={CHART_COLORS.athlete}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {plotted.map((p, i) => (
            <circle
              key={p.label}
              cx={p.x}
              cy={p.y}
              r={i === activeIndex ? 9 : 6}
              fill={CHART_COLORS.athlete}
              stroke="#000"
              strokeWidth={2}
            />
          ))}
        </svg>

        {plotted.map((p, i) => {
          const anchor = anchors[i]!;
          const position = { left: pctX(anchor.x), top: pctY(anchor.y) };
          const content = (
            <>
              <span aria-hidden className="block text-xs font-bold text-zinc-50 sm:text-sm">
                {p.label}
              </span>
              {/* A missing result has no value label but says 'not tested', its gap in grey
                  (docs/product/validation.md 'Charts'). */}
              <span
                aria-hidden
                className={cn(
                  'block text-[11px] font-medium sm:text-xs',
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
          const labelClass = cn(
            'absolute flex flex-col items-center rounded-lg px-1.5 py-1 text-center leading-tight whitespace-nowrap',
            labelPlacement(anchor.x - HEXAGON_CENTER.x, anchor.y - HEXAGON_CENTER.y),
          );
          if (!onDrillClick) {
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
                aria-pressed={activeIndex === null ? undefined : activeIndex === i}
                onClick={() => onDrillClick(i)}
                className={cn(
                  labelClass,
                  'min-h-11 min-w-11 border bg-surface-raised/90 transition-colors hover:border-accent active:bg-zinc-800',
                  activeIndex === i ? 'border-accent' : 'border-line',
                )}
                style={position}
              >
                <span className="sr-only">{`${p.label}, ${pointAriaLabel(VERTEX_NAMES[i]!, p)}`}</span>
                {content}
              </button>
              {p.drawnAtCenter ? null : (
                // A second, pointer-only target on the athlete's dot; the label is the accessible one.
                <button
                  type="button"
                  tabIndex={-1}
                  aria-hidden
                  onClick={() => onDrillClick(i)}
                  className="absolute h-11 w-11 -translate-x-1/2 -translate-y-1/2 rounded-full"
                  style={{ left: pctX(p.x), top: pctY(p.y) }}
                />
              )}
            </div>
          );
        })}
      </figure>
      {showNumbers ? (
        <ChartNumbersTable
          points={plotted}
          names={VERTEX_NAMES}
          caption={`Hexagon compared with ${benchmark === 'nfl' ? 'NFL' : 'elite'}`}
        />
      ) : null}
    </div>
  );
}

import {
  type Benchmark,
  type ChartPoint,
  subTriangleChartPoints,
  TRIANGLE_VIEWBOX,
  triangleLabelPositions,
  trianglePoints,
} from '@gamespeed/domain';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { SegmentedToggle } from '@/components/ui/segmented/segmented-toggle';
import { cn } from '@/lib/cn';
import { hasNflBenchmark } from '../build-chart-points';
import { useAnimationLock } from '../hooks/use-animation-lock';
import { useChartDurations } from '../hooks/use-chart-durations';
import { type LayerTiming, useLayerAnimation } from '../hooks/use-layer-animation';
import { cssOrigin, originOf, TRIANGLE_ZOOM_SCALE } from '../zoom';
import { ChartNumbersTable } from './chart-numbers-table';
import { TriangleChart } from './triangle-chart';

export type TriangleType = 'power' | 'speed';

export interface TriangleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'power' (Broad Jump, 20-10 Fly, 5-10 Fly) or 'speed' (the speed-drill triangle). */
  type: TriangleType;
  /** The three points, e.g. from `powerTrianglePoints()` / `speedTrianglePoints()`. */
  points: readonly ChartPoint[];
  title: string;
  /**
   * The "where does this benchmark come from" trigger for the benchmark on screen
   * (docs/product/norm-provenance.md), supplied by the screen that owns the data.
   */
  benchmarkInfo?: (benchmark: Benchmark) => ReactNode;
}

/**
 * The triangle chart dialog (docs/product/screens.md 'Triangle chart dialog', docs/product/states.md): full width, 80 % of the
 * viewport height. Tapping a point zooms into its sub-triangle (2 s) while the main triangle
 * fades out (0.6 s); Back (or Escape) returns. While zoomed the close control is hidden and
 * outside clicks do nothing; taps during a transition are ignored (animation lock).
 */
export function TriangleDialog({ open, onOpenChange, ...props }: TriangleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts on the main triangle. */}
      {open ? <TriangleDialogContent {...props} /> : null}
    </Dialog>
  );
}

const BOX = TRIANGLE_VIEWBOX;
const ANCHORS = triangleLabelPositions();

function TriangleDialogContent({
  type,
  points,
  title,
  benchmarkInfo,
}: Omit<TriangleDialogProps, 'open' | 'onOpenChange'>) {
  const { zoomMs, fadeMs } = useChartDurations();
  const { run } = useAnimationLock();
  const [zoomedIndex, setZoomedIndex] = useState<number | null>(null);
  /** The last point zoomed into: the origin of both the zoom and the way back. */
  const [focusIndex, setFocusIndex] = useState(0);
  const [animating, setAnimating] = useState(false);
  const [benchmark, setBenchmark] = useState<Benchmark>('elite');

  const zoomed = zoomedIndex !== null;
  const showNfl = type === 'power' && hasNflBenchmark(points);
  const activeBenchmark: Benchmark = showNfl ? benchmark : 'elite';

  const plotted = useMemo(() => trianglePoints(points, activeBenchmark), [points, activeBenchmark]);
  const subPoints = useMemo(() => subTriangleChartPoints(), []);
  const subPlotted = useMemo(() => trianglePoints(subPoints, 'elite'), [subPoints]);
  const origin = cssOrigin(originOf(ANCHORS[focusIndex]!, BOX));
  const zoomedLabel = zoomed ? points[zoomedIndex]?.label : undefined;

  /**
   * docs/product/screens.md 'Keyboard and focus': zooming in takes the focus to Back (the
   * points go inert); backing out returns it to the point that was zoomed into.
   */
  const backRef = useRef<HTMLButtonElement>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const wasZoomed = useRef(false);
  useEffect(() => {
    if (zoomed) backRef.current?.focus();
    else if (wasZoomed.current) {
      chartRef.current
        ?.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')
        [focusIndex]?.focus();
    }
    wasZoomed.current = zoomed;
  }, [zoomed, focusIndex]);

  const zoomInto = (index: number) => {
    if (zoomed) return;
    run(
      zoomMs,
      () => {
        setFocusIndex(index);
        setZoomedIndex(index);
        setAnimating(true);
      },
      () => setAnimating(false),
    );
  };

  const back = () => {
    if (!zoomed) return;
    run(
      zoomMs,
      () => {
        setZoomedIndex(null);
        setAnimating(true);
      },
      () => setAnimating(false),
    );
  };

  /** docs/product/screens.md: pressing the active button switches to the other benchmark. */
  const selectBenchmark = (value: Benchmark) => {
    if (value !== activeBenchmark) setBenchmark(value);
    else if (showNfl) setBenchmark(value === 'elite' ? 'nfl' : 'elite');
  };

  const timing = {
    transformMs: zoomMs,
    transformEasing: 'ease-in-out',
    opacityMs: fadeMs,
    opacityEasing: 'ease-out',
  } as const;

  return (
    <DialogContent
      fullScreen
      hideClose={zoomed}
      preventOutsideClose={zoomed}
      // While zoomed, Escape backs out to the main triangle instead of closing.
      onEscapeKeyDown={() => back()}
      className="gap-3 p-4 sm:p-6"
    >
      {zoomed ? (
        <button
          ref={backRef}
          type="button"
          aria-label="Back"
          onClick={back}
          className="absolute top-2 left-2 z-10 inline-flex h-11 w-11 items-center justify-center rounded-xl text-zinc-300 transition-colors hover:bg-zinc-900 hover:text-zinc-50"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" />
        </button>
      ) : null}
      <DialogHeader className={cn(zoomed && 'pl-10')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {zoomed ? `${zoomedLabel} drills` : 'Your best results. Tap a point to see its drills.'}
        </DialogDescription>
      </DialogHeader>

      {/* The chart area takes the height left over; the chart keeps its 400:380 shape. */}
      <div className="flex min-h-[15rem] flex-1 items-center justify-center [container-type:size]">
        <div
          aria-busy={animating}
          className="relative aspect-[400/380] w-[min(100cqw,calc(100cqh*400/380))] max-w-xl"
        >
          {/* The main triangle scales up about the tapped point as it fades out (CSS transitions). */}
          <div
            ref={chartRef}
            className="h-full w-full"
            style={{
              transformOrigin: origin,
              transform: `scale(${zoomed ? TRIANGLE_ZOOM_SCALE : 1})`,
              opacity: zoomed ? 0 : 1,
              transition: `transform ${zoomMs}ms ease-in-out, opacity ${fadeMs}ms ease-out`,
            }}
            inert={zoomed}
          >
            <TriangleChart
              points={points}
              benchmark={activeBenchmark}
              onPointClick={zoomInto}
              label={`${title} chart`}
              className="h-full"
            />
          </div>
          {/* The sub-triangle stays mounted while it animates out after Back. */}
          {zoomed || animating ? (
            <SubTriangleLayer
              shown={zoomed}
              origin={origin}
              timing={timing}
              points={subPoints}
              label={`${points[focusIndex]?.label} drills chart`}
            />
          ) : null}
        </div>
      </div>

      {zoomed ? null : (
        <SegmentedToggle<Benchmark>
          label="Benchmark"
          value={activeBenchmark}
          onValueChange={selectBenchmark}
          options={[
            { value: 'elite', label: 'Elite', tone: 'green' },
            ...(showNfl ? [{ value: 'nfl' as const, label: 'NFL', tone: 'blue' as const }] : []),
          ]}
          className="mx-auto w-full max-w-sm"
        />
      )}
      {zoomed || !benchmarkInfo ? null : (
        <div className="mx-auto flex justify-center">{benchmarkInfo(activeBenchmark)}</div>
      )}

      <ChartNumbersTable
        key={zoomed ? 'sub' : 'main'}
        points={zoomed ? subPlotted : plotted}
        caption={
          zoomed
            ? `${zoomedLabel} drills compared with elite`
            : `${title} compared with ${activeBenchmark === 'nfl' ? 'NFL' : 'elite'}`
        }
        className="mx-auto w-full max-w-xl shrink-0"
      />
    </DialogContent>
  );
}

/** The sub-triangle: grows from the tapped point into place as it fades in, and back out. */
function SubTriangleLayer({
  shown,
  origin,
  timing,
  points,
  label,
}: {
  shown: boolean;
  origin: string;
  timing: LayerTiming;
  points: readonly ChartPoint[];
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayerAnimation(ref, shown, SUB_TRIANGLE_OUT, timing);
  return (
    <div ref={ref} className="absolute inset-0" style={{ transformOrigin: origin }}>
      <TriangleChart points={points} benchmark="elite" label={label} className="h-full" />
    </div>
  );
}

const SUB_TRIANGLE_OUT = { opacity: 0, transform: `scale(${1 / TRIANGLE_ZOOM_SCALE})` };

import {
  type Benchmark,
  type ChartPoint,
  subTriangleChartPoints,
  TRIANGLE_VIEWBOX,
  triangleLabelPositions,
  trianglePoints,
} from '@gamespeed/domain';
import { ArrowLeft } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
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
import { originOf, TRIANGLE_ZOOM_SCALE } from '../zoom';
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
  const origin = originOf(ANCHORS[focusIndex]!, BOX);
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

  const zoomTransition = { duration: zoomMs / 1000, ease: 'easeInOut' } as const;
  const fadeTransition = { duration: fadeMs / 1000, ease: 'easeOut' } as const;

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
          <motion.div
            ref={chartRef}
            className="h-full w-full"
            style={origin}
            initial={false}
            animate={zoomed ? { opacity: 0, scale: TRIANGLE_ZOOM_SCALE } : { opacity: 1, scale: 1 }}
            transition={{ scale: zoomTransition, opacity: fadeTransition }}
            inert={zoomed}
          >
            <TriangleChart
              points={points}
              benchmark={activeBenchmark}
              onPointClick={zoomInto}
              label={`${title} chart`}
              className="h-full"
            />
          </motion.div>
          <AnimatePresence>
            {zoomed ? (
              <motion.div
                key="sub-triangle"
                className="absolute inset-0"
                style={origin}
                initial={{ opacity: 0, scale: 1 / TRIANGLE_ZOOM_SCALE }}
                animate={{ opacity: 1, scale: 1 }}
                exit={{ opacity: 0, scale: 1 / TRIANGLE_ZOOM_SCALE }}
                transition={{ scale: zoomTransition, opacity: fadeTransition }}
              >
                <TriangleChart
                  points={subPoints}
                  benchmark="elite"
                  label={`${zoomedLabel} drills chart`}
                  className="h-full"
                />
              </motion.div>
            ) : null}
          </AnimatePresence>
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

import {
  type ChartPoint,
  formatDifference,
  formatValue,
  HEXAGON_VERTICES,
  HEXAGON_VIEWBOX,
  hexagonOutline,
  hexagonPoints,
  type MovementName,
} from '@gamespeed/domain';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { SegmentedToggle } from '@/components/ui/segmented/segmented-toggle';
import { TestDateLabel } from '@/components/ui/test-date-label/test-date-label';
import { cn } from '@/lib/cn';
import { athleteText, differenceClass } from '../chart-text';
import { useAnimationLock } from '../hooks/use-animation-lock';
import { useChartDurations } from '../hooks/use-chart-durations';
import { useLayerAnimation } from '../hooks/use-layer-animation';
import { cssTransform, HEXAGON_ZOOM_SCALE, UNZOOMED, zoomOnto } from '../zoom';
import { ChartNumbersTable } from './chart-numbers-table';
import { HEXAGON_PAD_Y, HexagonChart } from './hexagon-chart';

export interface HexagonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The six hexagon points in docs/product/data-model.md order (e.g. `hexagonPointsFor()`), null when absent. */
  points: readonly ChartPoint[] | null;
  loading: boolean;
  /** False when the profile has no weight: the hexagon is not drawn (docs/product/screens.md). */
  hasWeight: boolean;
  /** The "where does this benchmark come from" trigger (docs/product/norm-provenance.md). */
  benchmarkInfo?: ReactNode;
}

/** docs/product/screens.md: the six drill labels, in the documented order, with the vertex each one zooms to. */
const DRILLS: readonly { label: string; movement: MovementName }[] = [
  { label: 'Broad Jump', movement: 'broad_jump' },
  { label: 'ShredMill Gear 2', movement: 'shredmill_gear_2' },
  { label: 'Gear 3', movement: 'shredmill_gear_3' },
  { label: 'Gear 4', movement: 'shredmill_gear_4_a' },
  { label: '20→10 Fly', movement: '20_10_fly' },
  { label: '5→10 Fly', movement: '5_10_fly' },
];
const drillIndex = (movement: MovementName) =>
  HEXAGON_VERTICES.findIndex((v) => v.movement === movement);
const drillLabel = (index: number) =>
  DRILLS.find((d) => drillIndex(d.movement) === index)?.label ?? '';

const ZOOM_BOX = { ...HEXAGON_VIEWBOX, padY: HEXAGON_PAD_Y };
/** The hexagon's corners: the zoom centres on the tapped drill's corner. */
const VERTICES = hexagonOutline();

/**
 * The full-screen hexagon view opened by the dashboard's 'Comparison' button (docs/product/screens.md 'Hexagon
 * views', docs/product/states.md): Elite/NFL toggle with NFL disabled, the hexagon and its six drills. Tapping a
 * drill (or a vertex) zooms in for 2 s and shows that drill's numbers; 'Back to Full Hexagon'
 * zooms out. Taps during a transition are ignored (animation lock).
 */
export function HexagonDialog({ open, onOpenChange, ...props }: HexagonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts on the full hexagon. */}
      {open ? <HexagonDialogContent {...props} /> : null}
    </Dialog>
  );
}

function HexagonDialogContent({
  points,
  loading,
  hasWeight,
  benchmarkInfo,
}: Omit<HexagonDialogProps, 'open' | 'onOpenChange'>) {
  const { zoomMs, fadeMs } = useChartDurations();
  const { run } = useAnimationLock();
  const [zoomedIndex, setZoomedIndex] = useState<number | null>(null);
  const [animating, setAnimating] = useState(false);

  const plotted = useMemo(() => (points ? hexagonPoints(points, 'elite') : null), [points]);
  const canZoom = hasWeight && !loading && plotted !== null;
  /** The drill's numbers appear once the zoom has finished. */
  const zoomedPoint = zoomedIndex === null || animating ? null : plotted?.[zoomedIndex];

  const zoomTo = (index: number) => {
    if (!canZoom || index === zoomedIndex) return;
    run(
      zoomMs,
      () => {
        setZoomedIndex(index);
        setAnimating(true);
      },
      () => setAnimating(false),
    );
  };

  const drillsRef = useRef<HTMLFieldSetElement>(null);
  const back = () => {
    if (zoomedIndex === null) return;
    // docs/product/screens.md 'Keyboard and focus': focus returns to the drill that was shown.
    drillsRef.current?.querySelector<HTMLElement>('button[aria-pressed="true"]')?.focus();
    run(
      zoomMs,
      () => {
        setZoomedIndex(null);
        setAnimating(true);
      },
      () => setAnimating(false),
    );
  };

  return (
    <DialogContent
      fullScreen
      // While zoomed onto a drill, Escape returns to the full hexagon instead of closing.
      onEscapeKeyDown={(event) => {
        if (zoomedIndex === null) return;
        event.preventDefault();
        back();
      }}
      className="h-dvh! max-h-dvh! gap-3 rounded-none! border-0! p-4 sm:p-6"
    >
      <DialogHeader>
        <DialogTitle>Comparison</DialogTitle>
        <DialogDescription>
          Your latest results against elite. Tap a drill to zoom in.
        </DialogDescription>
      </DialogHeader>

      <SegmentedToggle
        label="Benchmark"
        value="elite"
        onValueChange={() => {
          // NFL is disabled here (docs/product/constants.md), so Elite stays selected.
        }}
        options={[
          { value: 'elite', label: 'Elite', tone: 'green' },
          { value: 'nfl', label: 'NFL', tone: 'blue', disabled: true },
        ]}
        className="mx-auto w-full max-w-sm shrink-0"
      />
      {benchmarkInfo ? (
        <div className="mx-auto flex shrink-0 justify-center">{benchmarkInfo}</div>
      ) : null}

      {/* The chart area takes the height left over; the drill's numbers float over its foot. */}
      <div className="relative flex min-h-[16rem] flex-1 items-center justify-center [container-type:size]">
        <div
          aria-busy={animating}
          className={cn(
            'relative w-[min(100cqw,calc(100cqh*500/510))] max-w-2xl rounded-2xl',
            // Clip only while zoomed, so the side labels may reach into the padding at rest.
            (zoomedIndex !== null || animating) && 'overflow-hidden',
          )}
        >
          {/* The zoom onto the drill's corner is a CSS transition of the transform. */}
          <div
            style={{
              transform: cssTransform(
                zoomedIndex === null
                  ? UNZOOMED
                  : zoomOnto(VERTICES[zoomedIndex]!, ZOOM_BOX, HEXAGON_ZOOM_SCALE),
              ),
              transition: `transform ${zoomMs}ms ease-in-out`,
            }}
          >
            <HexagonChart
              points={points}
              loading={loading}
              hasWeight={hasWeight}
              benchmark="elite"
              onDrillClick={zoomTo}
              activeIndex={zoomedIndex}
              showNumbers={false}
            />
          </div>
          {!hasWeight ? (
            <p className="p-6 text-center text-sm text-muted">
              Add your weight to your profile to see the hexagon.
            </p>
          ) : null}
        </div>
        {zoomedPoint ? (
          <DrillDetails label={drillLabel(zoomedIndex!)} fadeMs={fadeMs}>
            <h3 className="text-base font-semibold text-zinc-50">{drillLabel(zoomedIndex!)}</h3>
            <dl className="grid grid-cols-3 gap-2 text-center tabular-nums">
              <div>
                <dt className="text-xs text-muted">You</dt>
                <dd
                  className={cn(
                    'text-sm font-semibold',
                    zoomedPoint.showValueLabel ? 'text-accent' : 'text-muted',
                  )}
                >
                  {athleteText(zoomedPoint)}
                  <TestDateLabel day={zoomedPoint.testedOn} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Elite</dt>
                <dd className="text-sm font-semibold text-green-500">
                  {formatValue(zoomedPoint.benchmarkValue, zoomedPoint.unit)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Difference</dt>
                <dd className={cn('text-sm font-semibold', differenceClass(zoomedPoint))}>
                  {formatDifference(zoomedPoint.difference, zoomedPoint.unit)}
                </dd>
              </div>
            </dl>
            <Button variant="secondary" size="sm" onClick={back}>
              Back to Full Hexagon
            </Button>
          </DrillDetails>
        ) : null}
      </div>

      <fieldset
        ref={drillsRef}
        aria-label="Drills"
        className="m-0 grid min-w-0 shrink-0 grid-cols-3 gap-2 border-0 p-0"
      >
        {DRILLS.map((drill) => {
          const index = drillIndex(drill.movement);
          return (
            <button
              key={drill.movement}
              type="button"
              aria-pressed={zoomedIndex === index}
              disabled={!canZoom}
              onClick={() => zoomTo(index)}
              className="min-h-11 rounded-xl border border-line bg-surface-raised px-2 text-xs font-semibold text-zinc-200 transition-colors hover:text-zinc-50 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:border-accent aria-pressed:text-accent sm:text-sm"
            >
              {drill.label}
            </button>
          );
        })}
      </fieldset>

      {plotted ? (
        <ChartNumbersTable
          points={plotted}
          names={HEXAGON_VERTICES.map((_, i) => drillLabel(i))}
          caption="Hexagon compared with elite"
          className="mx-auto w-full max-w-2xl shrink-0"
        />
      ) : null}
    </DialogContent>
  );
}

/** The drill's numbers, floating in from just below over half the fade. */
function DrillDetails({
  label,
  fadeMs,
  children,
}: {
  label: string;
  fadeMs: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useLayerAnimation(ref, true, DETAILS_OUT, {
    transformMs: fadeMs / 2,
    transformEasing: 'ease-out',
    opacityMs: fadeMs / 2,
    opacityEasing: 'ease-out',
  });
  return (
    <section
      ref={ref}
      aria-label={`${label} details`}
      className="absolute inset-x-0 bottom-0 mx-auto flex w-full max-w-2xl flex-col gap-3 rounded-2xl border border-line bg-surface-raised/95 p-4 shadow-2xl backdrop-blur"
    >
      {children}
    </section>
  );
}

const DETAILS_OUT = { opacity: 0, transform: 'translateY(12px)' };

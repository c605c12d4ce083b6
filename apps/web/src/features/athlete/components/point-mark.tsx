import type { TimingClass } from '@gamespeed/domain';

/**
 * One point of a Progress chart, its shape saying how the result was timed (circle: not said,
 * diamond: electronic, square: hand; the legend in progress-chart.ts) and its colour whether it
 * is the best.
 */
export function PointMark({
  x,
  y,
  best,
  timing,
}: {
  x: number;
  y: number;
  best: boolean;
  timing: TimingClass;
}) {
  const r = best ? 6 : 4;
  const paint = {
    fill: best ? '#22c55e' : '#000',
    stroke: best ? '#22c55e' : '#facc15',
    strokeWidth: 2,
  };
  if (timing === 'hand') {
    return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...paint} />;
  }
  if (timing === 'electronic') {
    const d = r * 1.3;
    return (
      <polygon points={`${x},${y - d} ${x + d},${y} ${x},${y + d} ${x - d},${y}`} {...paint} />
    );
  }
  return <circle cx={x} cy={y} r={r} {...paint} />;
}

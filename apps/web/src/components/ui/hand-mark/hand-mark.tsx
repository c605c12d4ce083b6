import type { TimingMethod } from '@gamespeed/domain/constants';
import { cn } from '@/lib/cn';

/**
 * The small "hand" mark beside a hand-timed value, wherever a time is shown beside others
 * (docs/product/results.md, "Hand against electronic"). Nothing for an electronic value or one
 * that does not say how it was timed.
 */
export function HandMark({
  timingMethod,
  className,
}: {
  timingMethod: TimingMethod | null | undefined;
  className?: string;
}) {
  if (timingMethod !== 'hand') return null;
  return (
    <span
      className={cn(
        'ml-1.5 rounded bg-amber-500/20 px-1 align-middle text-xs font-medium whitespace-nowrap text-amber-200',
        className,
      )}
    >
      hand
    </span>
  );
}

/**
 * Hand, electronic or not said: the classes of timing that are never ranked together
 * (docs/product/results.md, "Hand against electronic"; ADR 063). A leaderboard of a timed test
 * ranks one class at a time.
 */
import type { TimingMethod } from './constants';

/** In the order a leaderboard offers them; electronic first, the reference. */
export const TIMING_CLASSES = ['electronic', 'hand', 'not-said'] as const;
export type TimingClass = (typeof TIMING_CLASSES)[number];

export const TIMING_CLASS_LABEL: Record<TimingClass, string> = {
  electronic: 'Electronic',
  hand: 'Hand',
  'not-said': 'Not said',
};

/** The class of a result's timing method: a result that does not say is its own class. */
export const timingClassOf = (method: TimingMethod | null | undefined): TimingClass =>
  method ?? 'not-said';

/**
 * The class a leaderboard shows when none is asked for: electronic whenever anyone has an
 * electronic time, otherwise the first class that has one (hand, then not said).
 */
export function defaultTimingClass(
  athletesPerClass: Partial<Record<TimingClass, number>>,
): TimingClass {
  return TIMING_CLASSES.find((c) => (athletesPerClass[c] ?? 0) > 0) ?? 'electronic';
}

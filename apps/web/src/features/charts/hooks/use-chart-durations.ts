import { CHART_ZOOM_MS, TRIANGLE_FADE_MS } from '@gamespeed/domain';
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The media query, or null where there is none (older engines, jsdom). */
const reducedMotionQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the user asks for reduced motion (`prefers-reduced-motion: reduce`), kept current. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * Durations of the chart transitions (docs/product/constants.md: zoom 2 s, main triangle fade 0.6 s). With
 * prefers-reduced-motion they become 0 — a cut — while the state machine stays the same.
 */
export function useChartDurations(): { zoomMs: number; fadeMs: number } {
  const reduced = usePrefersReducedMotion();
  return reduced ? { zoomMs: 0, fadeMs: 0 } : { zoomMs: CHART_ZOOM_MS, fadeMs: TRIANGLE_FADE_MS };
}

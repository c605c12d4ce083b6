import { CHART_ZOOM_MS, TRIANGLE_FADE_MS } from '@gamespeed/domain';
import { useReducedMotion } from 'motion/react';

/**
 * Durations of the chart transitions (docs/product/constants.md: zoom 2 s, main triangle fade 0.6 s). With
 * prefers-reduced-motion they become 0 — a cut — while the state machine stays the same.
 */
export function useChartDurations(): { zoomMs: number; fadeMs: number } {
  const reduced = useReducedMotion();
  return reduced ? { zoomMs: 0, fadeMs: 0 } : { zoomMs: CHART_ZOOM_MS, fadeMs: TRIANGLE_FADE_MS };
}

import { FALLBACK_POSITION, type Position } from '@gamespeed/domain';
import { useDeferredValue, useState } from 'react';
import { useDashboard } from '../api/get-dashboard';
import { usePositionNorm } from '../api/get-position-norm';
import { goalFor } from '../comparison-and-goal-text';
import { analysisOverlayPending } from '../components/analysis-loading-overlay';

/**
 * The dashboard's data plus the position selector (docs/product/screens.md): the position defaults to the one
 * the dashboard was loaded for (the athlete's, else WR); choosing another loads only that
 * position's NFL norm — the dashboard itself is not refetched.
 */
export function useDashboardView() {
  const dashboard = useDashboard();
  const [selected, setSelected] = useState<Position | null>(null);
  // Data that arrives (or changes) is rendered in the background, in small slices: drawing the
  // whole analysis at once would block a phone's main thread for a noticeable moment. On the
  // first open of the session that includes the first render, under the 'Loading analysis...'
  // overlay; coming back to Home, the analysis in the cache shows on the first render.
  // (`null` stands for "none yet": React reads an initial value of `undefined` as not given.)
  const [underOverlay] = useState(analysisOverlayPending);
  const latest = dashboard.data ?? null;
  const data = useDeferredValue(latest, underOverlay ? null : latest) ?? undefined;
  const position = selected ?? data?.position ?? FALLBACK_POSITION;
  const needsOwnNorm = data !== undefined && position !== data.position;
  const norm = usePositionNorm(position, needsOwnNorm);
  const nfl = data === undefined ? null : needsOwnNorm ? (norm.data ?? null) : data.positionNorm;
  return {
    query: dashboard,
    data,
    position,
    setPosition: setSelected,
    /** The NFL norm of the selected position (null while it loads or when unknown). */
    nfl,
    goal: data === undefined ? null : goalFor(data, position, nfl),
  };
}

export type DashboardView = ReturnType<typeof useDashboardView>;

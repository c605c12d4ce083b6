import { DASHBOARD_OVERLAY_FADE_MS, DASHBOARD_OVERLAY_MS } from '@gamespeed/domain';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { cn } from '@/lib/cn';

/**
 * Whether the overlay has run in this app session (this page load). The analysis is loaded once
 * per session; coming back to Home with it already there shows it at once
 * (docs/decisions/010-overlay-once-per-session.md).
 */
let shownThisSession = false;

/** Whether the overlay still has to run in this app session (the dashboard's first open). */
export function analysisOverlayPending(): boolean {
  return !shownThisSession;
}

/** For tests: start a new app session. */
export function resetAnalysisOverlayForTests(): void {
  shownThisSession = false;
}

/**
 * 'Loading analysis...' over the dashboard (docs/product/screens.md, docs/product/constants.md):
 * on the first open in an app session, shown for 2 s — and, on a slow connection, until the
 * data is there — then faded out over 500 ms with a CSS transition (no fade with
 * prefers-reduced-motion).
 */
export function AnalysisLoadingOverlay({ ready }: { ready: boolean }) {
  const [phase, setPhase] = useState<'showing' | 'fading' | 'gone'>(() =>
    shownThisSession ? 'gone' : 'showing',
  );
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (phase !== 'showing') return;
    const timer = setTimeout(() => setElapsed(true), DASHBOARD_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'showing' && elapsed && ready) {
      shownThisSession = true;
      setPhase('fading');
    }
  }, [phase, elapsed, ready]);

  useEffect(() => {
    if (phase !== 'fading') return;
    const timer = setTimeout(() => setPhase('gone'), DASHBOARD_OVERLAY_FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;
  return (
    <div
      aria-hidden={phase === 'fading' || undefined}
      style={{ transitionDuration: `${DASHBOARD_OVERLAY_FADE_MS}ms` }}
      className={cn(
        'fixed inset-0 z-30 flex flex-col items-center justify-center gap-4 bg-black/90 backdrop-blur-sm',
        'transition-opacity ease-out motion-reduce:transition-none',
        phase === 'fading' && 'opacity-0',
      )}
    >
      <Spinner size="lg" label="Loading analysis..." showLabel className="flex-col text-base" />
    </div>
  );
}

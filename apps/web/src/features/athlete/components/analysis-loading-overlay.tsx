import { DASHBOARD_OVERLAY_FADE_MS, DASHBOARD_OVERLAY_MS } from '@gamespeed/domain';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';

/**
 * 'Loading analysis...' over the dashboard (docs/product/screens.md, docs/product/constants.md): shown for 2 s — and, on a slow
 * connection, until the data is there — then faded out over 500 ms (a cut with
 * prefers-reduced-motion).
 */
export function AnalysisLoadingOverlay({ ready }: { ready: boolean }) {
  const reduced = useReducedMotion();
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), DASHBOARD_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const visible = !(elapsed && ready);
  return (
    <AnimatePresence>
      {visible ? (
        <motion.div
          key="analysis-overlay"
          initial={false}
          exit={{ opacity: 0 }}
          transition={{ duration: reduced ? 0 : DASHBOARD_OVERLAY_FADE_MS / 1000 }}
          className="fixed inset-0 z-30 flex flex-col items-center justify-center gap-4 bg-black/90 backdrop-blur-sm"
        >
          <Spinner size="lg" label="Loading analysis..." showLabel className="flex-col text-base" />
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}

import { useCallback, useEffect, useRef } from 'react';

/**
 * The charts' animation lock (docs/product/states.md: 'An animation lock is set on transition and cleared on
 * completion'; docs/product/screens.md: 'Back and zoom are ignored while an animation runs').
 *
 * The lock is a ref, so a second tap in the same frame already sees it. It is cleared by a
 * timer of the transition's configured duration rather than by the end of the CSS transition or
 * animation: the duration is the contract, and it also holds when an animation is skipped (reduced motion,
 * a background tab, jsdom).
 */
export function useAnimationLock() {
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      locked.current = false;
    },
    [],
  );

  /**
   * Runs `transition` now and locks for `durationMs`, then calls `onComplete`. Returns false
   * (and does nothing) while a previous transition is still running.
   */
  const run = useCallback(
    (durationMs: number, transition: () => void, onComplete?: () => void): boolean => {
      if (locked.current) return false;
      locked.current = true;
      transition();
      timer.current = setTimeout(() => {
        locked.current = false;
        onComplete?.();
      }, durationMs);
      return true;
    },
    [],
  );

  return { run };
}

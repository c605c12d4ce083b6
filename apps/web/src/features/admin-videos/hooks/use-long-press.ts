import {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
} from 'react';

/** How far a finger may drift (px) before the press counts as a scroll and is cancelled. */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;

export interface LongPressOptions {
  /** Milliseconds the pointer must stay down (docs/product/constants.md: 500 or 1000). */
  delay: number;
  onLongPress: () => void;
  /** A normal tap or click, and Enter/Space from the keyboard; not called after a long press. */
  onClick?: () => void;
  /** No long press while false (the click still works). */
  enabled?: boolean;
}

export interface LongPressHandlers {
  onPointerDown: (event: ReactPointerEvent) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onPointerMove: (event: ReactPointerEvent) => void;
  onClick: (event: ReactMouseEvent) => void;
  onContextMenu: (event: ReactMouseEvent) => void;
}

/** How long the release of a long press may take to arrive before it is no longer swallowed. */
const RELEASE_WINDOW_MS = 5_000;

/**
 * After a long press has opened something (a menu under the finger), the pointerup that ends
 * the press and the click the browser makes of it must not reach whatever is now under the
 * finger (docs/product/content.md): both are stopped at the document, in the capture phase,
 * before any element sees them. A pointercancel (a scroll) or a new pointerdown ends the watch.
 */
function swallowRelease(onDone: () => void): void {
  let clickTimer: ReturnType<typeof setTimeout> | null = null;
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
  };
  const onClick = (event: Event) => {
    stop(event);
    done();
  };
  const onUp = (event: Event) => {
    stop(event);
    document.removeEventListener('pointerup', onUp, true);
    document.removeEventListener('pointercancel', done, true);
    document.addEventListener('click', onClick, true);
    // No click follows a release outside the target: stop watching shortly after.
    clickTimer = setTimeout(done, 400);
  };
  const done = () => {
    document.removeEventListener('pointerup', onUp, true);
    document.removeEventListener('pointercancel', done, true);
    document.removeEventListener('pointerdown', done, true);
    document.removeEventListener('click', onClick, true);
    onDone();
    if (clickTimer !== null) clearTimeout(clickTimer);
    clearTimeout(expiry);
  };
  const expiry = setTimeout(done, RELEASE_WINDOW_MS);
  document.addEventListener('pointerup', onUp, true);
  document.addEventListener('pointercancel', done, true);
  // A new press starts afresh (a release that never came must not eat it).
  document.addEventListener('pointerdown', done, true);
}

/**
 * Long-press with pointer events, so it works with touch, pen and mouse. Releasing, leaving,
 * cancelling (e.g. the browser starts a scroll) or moving more than
 * {@link LONG_PRESS_MOVE_TOLERANCE_PX} before `delay` cancels it; the release that ends a long
 * press (pointerup and its click) is swallowed wherever it lands, so it cannot activate an item
 * of the menu the long press opened. Pair it with a visible button for keyboard users.
 */
export function useLongPress({
  delay,
  onLongPress,
  onClick,
  enabled = true,
}: LongPressOptions): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef({ onLongPress, onClick });
  latest.current = { onLongPress, onClick };

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  return {
    onPointerDown: (event) => {
      fired.current = false;
      cancel();
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        start.current = null;
        fired.current = true;
        navigator.vibrate?.(15);
        swallowRelease(() => {
          fired.current = false;
        });
        latest.current.onLongPress();
      }, delay);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onPointerMove: (event) => {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      if (Math.hypot(dx, dy) > LONG_PRESS_MOVE_TOLERANCE_PX) cancel();
    },
    onClick: (event) => {
      if (fired.current) {
        fired.current = false;
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      latest.current.onClick?.();
    },
    // A touch long-press would open the browser's own menu on top of ours.
    onContextMenu: (event) => {
      if (enabled) event.preventDefault();
    },
  };
}

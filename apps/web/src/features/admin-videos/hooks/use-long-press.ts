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

/**
 * Long-press with pointer events, so it works with touch, pen and mouse. Releasing, leaving,
 * cancelling (e.g. the browser starts a scroll) or moving more than
 * {@link LONG_PRESS_MOVE_TOLERANCE_PX} before `delay` cancels it; the click that follows a long
 * press is swallowed. Pair it with a visible button for keyboard users.
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

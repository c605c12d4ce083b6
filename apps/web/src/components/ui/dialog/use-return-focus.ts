import { type ComponentType, createElement, useState } from 'react';

/**
 * Focus goes back to the control that opened a dialog when it closes (docs/product/screens.md
 * 'Keyboard and focus'). Radix returns it only to its own Trigger; our dialogs are mostly opened
 * from state, so the element focused when the panel first renders (the opener: Radix moves the
 * focus in only after that) is remembered and focused again on close. Pass the result as
 * `onCloseAutoFocus`.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (opener && opener !== document.body && opener.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };
}

/**
 * A dialog primitive's panel (Dialog or AlertDialog `Content`) that gives the focus back to its
 * opener on close; mounted only while open, so the opener is the element focused when it mounts.
 */
export function withReturnFocus<P extends { onCloseAutoFocus?: (event: Event) => void }>(
  Content: ComponentType<P>,
) {
  return function ReturnFocusContent(props: P) {
    const onCloseAutoFocus = useReturnFocus(props.onCloseAutoFocus);
    return createElement(Content, { ...props, onCloseAutoFocus });
  };
}

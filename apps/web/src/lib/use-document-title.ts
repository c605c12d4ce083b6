import { useEffect } from 'react';

/** The name every page title ends with. */
export const APP_NAME = 'GameSpeed';

/**
 * Sets the browser tab's (and screen readers' page) title for the current route, e.g.
 * "Dashboard · GameSpeed", so each screen is told apart in history, tabs and assistive tech.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}

/**
 * The constants the web app's first screen needs, in a module of their own: importing them
 * from `constants.ts` would bring the whole catalogue into the first screen's code.
 * `constants.ts` re-exports them.
 */

/** How a signed beta grant starts (the server's `bg1.<expiry>.<signature>`). */
export const BETA_GRANT_PREFIX = 'bg1.';

/** The first wait before retrying a failed token refresh; it doubles with each attempt. */
export const REFRESH_RETRY_BASE_MS = 200;

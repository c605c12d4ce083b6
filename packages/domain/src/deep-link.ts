/**
 * Native deep links (docs/product/README.md: 'When the app is opened by a link on a native platform, the part
 * of the link after the app-host segment is used as the in-app route').
 */

/** Host segment of the app's custom-scheme links, e.g. `gamespeed://app/athlete/settings`. */
export const DEFAULT_APP_HOST = 'app';

/**
 * The WHATWG URL parser (global in browsers, Node and native web views). Declared locally
 * because this package compiles without DOM or Node type libraries.
 */
declare const URL: new (
  input: string,
) => { hostname: string; pathname: string; search: string; hash: string };

/** A leading run of slashes or backslashes: '//x' or '/\x' would leave the app's origin. */
const LEADING_SEPARATORS = /^[/\\]+/;

/**
 * The in-app route of a link, or null when the link is not one of ours or cannot be parsed.
 *
 * - The app host is matched case-insensitively against the link's host
 *   (`gamespeed://app/athlete/settings?x=1` → `/athlete/settings?x=1`;
 *   `https://gamespeed.app/athlete/drills` with appHost `gamespeed.app` → `/athlete/drills`),
 *   or, when the link has no host, against its first path segment (`gamespeed:app/athlete`,
 *   `gamespeed:///app/athlete`). Any scheme is accepted; only an exact host matches (no
 *   subdomains, so `evil.app` is not `app`); ports and credentials are ignored.
 * - Query and hash are kept. The host alone gives `/` (`gamespeed://app?x=1` → `/?x=1`).
 * - Paths are normalised by the URL parser (`..` segments resolved, tabs and newlines
 *   removed), then any leading run of slashes or backslashes becomes one slash, so the route
 *   can never be protocol-relative (`//evil.com`) and leave the app.
 * - A relative or malformed input (`/athlete/drills`, `not a url`, '') → null.
 */
export function routeFromDeepLink(url: string, appHost: string = DEFAULT_APP_HOST): string | null {
  let parsed: InstanceType<typeof URL>;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = appHost.toLowerCase();
  let path: string;
  if (parsed.hostname !== '') {
    if (parsed.hostname.toLowerCase() !== host) return null;
    path = parsed.pathname;
  } else {
    const segments = parsed.pathname.replace(LEADING_SEPARATORS, '').split('/');
    if (segments[0]?.toLowerCase() !== host) return null;
    path = segments.slice(1).join('/');
  }
  return `/${path.replace(LEADING_SEPARATORS, '')}${parsed.search}${parsed.hash}`;
}

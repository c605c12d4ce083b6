/**
 * Where a Stripe Checkout returns to (docs/product/billing.md 'Back to the video'): a path of
 * this app, never another site. The web app sends it, the server checks it again before it puts
 * it into the checkout session's return links.
 */

/** Longer than any route of the app with its query; a longer value is refused, not cut. */
export const RETURN_PATH_MAX_LENGTH = 300;

/**
 * The characters a return path may hold: letters, digits and URL punctuation, no whitespace,
 * control characters or backslash (browsers drop tabs and newlines and read '\' as '/', which
 * would turn '/\evil.com' or '/\t/evil.com' into another site), no '#' (the checkout's own
 * parameter goes at the end of the query).
 */
const RETURN_PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=@/?%]+$/;

/**
 * True for a same-origin relative path: it starts with a single '/', holds no '//' anywhere
 * (a leading one is another site; none is needed inside), no ':' (so no scheme, not even in
 * the query), no backslash or whitespace, and is at most {@link RETURN_PATH_MAX_LENGTH} long.
 */
export function isSafeReturnPath(value: string): boolean {
  return (
    value.length <= RETURN_PATH_MAX_LENGTH &&
    value.startsWith('/') &&
    !value.includes('//') &&
    !value.includes(':') &&
    RETURN_PATH_CHARACTERS.test(value)
  );
}

/**
 * `path` with the query parameter `name` set to `value` (replacing any earlier one); the other
 * parameters keep their order.
 */
export function withQueryParam(path: string, name: string, value: string): string {
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const query = queryAt === -1 ? '' : path.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== name);
  kept.push(`${name}=${encodeURIComponent(value)}`);
  return `${pathname}?${kept.join('&')}`;
}

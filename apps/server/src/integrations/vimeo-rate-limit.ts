/** How long the Vimeo client waits after a 429 (rate limited) before it asks again. */

/** Longest single wait for a rate limit to reset. */
const VIMEO_MAX_RETRY_WAIT_MS = 60_000;
/** Wait when a 429 carries no usable rate-limit header. */
const DEFAULT_RETRY_WAIT_MS = 1_000;

/**
 * How long to wait after a 429: `Retry-After` (seconds or an HTTP date), else
 * `X-RateLimit-Reset` — which Vimeo sends as an ISO-8601 date-time
 * (`2016-08-30T11:41:40+00:00`), see {@link parseRateLimitReset} — else one second; never more
 * than a minute.
 */
export function retryWaitMs(headers: Headers, nowMs: number): number {
  let wait: number | null = null;
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    wait = /^\d+(\.\d+)?$/.test(retryAfter)
      ? Number(retryAfter) * 1000
      : dateDelta(retryAfter, nowMs);
  }
  if (wait === null) {
    const reset = parseRateLimitReset(headers.get('x-ratelimit-reset'));
    if (reset !== null) wait = reset - nowMs;
  }
  return Math.min(Math.max(wait ?? DEFAULT_RETRY_WAIT_MS, 0), VIMEO_MAX_RETRY_WAIT_MS);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Vimeo's `X-RateLimit-Reset`: an ISO-8601 date-time with a zone, as epoch milliseconds; null
 * for anything else (a bare number is NOT read as Unix seconds: that is not Vimeo's format).
 */
export function parseRateLimitReset(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text || !ISO_DATE_TIME.test(text)) return null;
  const at = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(at) ? null : at;
}

function dateDelta(value: string, nowMs: number): number | null {
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at - nowMs;
}

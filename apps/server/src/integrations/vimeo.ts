/** A video of the account, in our own shape. */
export interface VimeoVideo {
  /** The numeric id, e.g. '123456' from uri '/videos/123456'. */
  vimeoId: string;
  title: string;
  description: string | null;
  durationSeconds: number | null;
  /** The largest thumbnail Vimeo offers, or null. */
  thumbnailUrl: string | null;
}

/** An item Vimeo returned that we could not map (e.g. no `uri` or `name`). */
export interface VimeoInvalidItem {
  raw: unknown;
  reason: string;
}

/** One page of results: the mapped videos and the items that could not be mapped. */
export interface VimeoPage {
  videos: VimeoVideo[];
  invalid: VimeoInvalidItem[];
}

/** Progress after each page: items fetched so far (valid or not) and Vimeo's `total`. */
export interface VimeoProgress {
  fetched: number;
  total: number | null;
}

export interface VimeoClient {
  /**
   * Every video of the token's account (`GET /me/videos`), one page (≤ 100 items) per
   * iteration, following `paging.next`. Waits out rate limits (HTTP 429) within bounds; throws
   * {@link VimeoApiError} on any other failure.
   */
  listMyVideos(options?: { onPage?: (info: VimeoProgress) => void }): AsyncGenerator<VimeoPage>;
}

/** Vimeo answered with an error, or could not be reached (`status` 0). */
export class VimeoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VimeoApiError';
  }
}

/** Longest single wait for a rate limit to reset. */
export const VIMEO_MAX_RETRY_WAIT_MS = 60_000;
/** Most 429 answers in a row for one page before giving up. */
export const VIMEO_MAX_CONSECUTIVE_RETRIES = 5;
/** Wait when a 429 carries no usable rate-limit header. */
const DEFAULT_RETRY_WAIT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PER_PAGE = 100;
const FIELDS = 'uri,name,description,duration,pictures.sizes';
const ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';

/**
 * A Vimeo API client for the video import. `apiBase` is `https://api.vimeo.com` in production,
 * a local double in tests; `sleep` (used to wait out rate limits) and `now` are injectable.
 */
export function createVimeoClient(options: {
  accessToken: string;
  apiBase: string;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}): VimeoClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;

  async function getPage(url: URL): Promise<unknown> {
    for (let retries = 0; ; retries++) {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization: `bearer ${options.accessToken}`, accept: ACCEPT },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new VimeoApiError(0, `Could not reach Vimeo: ${reason}`, { cause: error });
      }
      if (response.ok) return response.json();
      if (response.status === 429 && retries < VIMEO_MAX_CONSECUTIVE_RETRIES) {
        await response.body?.cancel();
        await sleep(retryWaitMs(response.headers, now()));
        continue;
      }
      throw new VimeoApiError(response.status, await readVimeoError(response));
    }
  }

  return {
    async *listMyVideos({ onPage } = {}) {
      let url: URL | null = new URL(`${base}/me/videos`);
      url.searchParams.set('per_page', String(PER_PAGE));
      url.searchParams.set('fields', FIELDS);
      let fetched = 0;
      while (url) {
        const body = asRecord(await getPage(url));
        const items = Array.isArray(body?.data) ? body.data : [];
        const page: VimeoPage = { videos: [], invalid: [] };
        for (const raw of items) {
          const mapped = mapVideo(raw);
          if ('reason' in mapped) page.invalid.push({ raw, reason: mapped.reason });
          else page.videos.push(mapped);
        }
        fetched += items.length;
        onPage?.({ fetched, total: typeof body?.total === 'number' ? body.total : null });
        yield page;
        const next = asRecord(body?.paging)?.next;
        url =
          typeof next === 'string' && next !== '' && items.length > 0 ? nextUrl(base, next) : null;
      }
    },
  };
}

/** `paging.next` is a path relative to the API base; keep our `fields` if Vimeo dropped it. */
function nextUrl(base: string, next: string): URL {
  const url = /^https?:\/\//i.test(next) ? new URL(next) : new URL(`${base}${next}`);
  if (url.origin !== new URL(base).origin) {
    throw new VimeoApiError(0, `Vimeo paging.next points to another host: ${url.origin}`);
  }
  if (!url.searchParams.has('fields')) url.searchParams.set('fields', FIELDS);
  return url;
}

/**
 * How long to wait after a 429: `Retry-After` (seconds or an HTTP date), else
 * `X-RateLimit-Reset` (an ISO date), else one second — never more than a minute.
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
    const reset = headers.get('x-ratelimit-reset')?.trim();
    if (reset) wait = dateDelta(reset, nowMs);
  }
  return Math.min(Math.max(wait ?? DEFAULT_RETRY_WAIT_MS, 0), VIMEO_MAX_RETRY_WAIT_MS);
}

function dateDelta(value: string, nowMs: number): number | null {
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at - nowMs;
}

/** Vimeo errors are `{ error, developer_message, error_code, link }`. */
async function readVimeoError(response: Response): Promise<string> {
  const fallback = `Vimeo responded ${response.status} ${response.statusText}`.trim();
  try {
    const body = asRecord(await response.json());
    const message = body?.error ?? body?.developer_message;
    return typeof message === 'string' && message !== '' ? message : fallback;
  } catch {
    return fallback;
  }
}

/** Maps one item of `data`, or says why it cannot be used. */
export function mapVideo(raw: unknown): VimeoVideo | { reason: string } {
  const item = asRecord(raw);
  if (!item) return { reason: 'not an object' };
  if (typeof item.uri !== 'string' || item.uri === '') return { reason: 'missing uri' };
  const vimeoId = item.uri.split('/').filter(Boolean).at(-1)?.split(':')[0] ?? '';
  if (!/^\d+$/.test(vimeoId)) return { reason: `uri has no video id: ${item.uri}` };
  if (typeof item.name !== 'string' || item.name.trim() === '') return { reason: 'missing name' };
  return {
    vimeoId,
    title: item.name.trim(),
    description:
      typeof item.description === 'string' && item.description.trim() !== ''
        ? item.description
        : null,
    durationSeconds:
      typeof item.duration === 'number' && Number.isFinite(item.duration) && item.duration >= 0
        ? Math.round(item.duration)
        : null,
    thumbnailUrl: largestPicture(item.pictures),
  };
}

function largestPicture(pictures: unknown): string | null {
  const sizes = asRecord(pictures)?.sizes;
  if (!Array.isArray(sizes)) return null;
  let best: { link: string; area: number } | null = null;
  for (const size of sizes) {
    const s = asRecord(size);
    if (typeof s?.link !== 'string' || s.link === '') continue;
    const area = (Number(s.width) || 0) * (Number(s.height) || 0);
    if (!best || area >= best.area) best = { link: s.link, area };
  }
  return best?.link ?? null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

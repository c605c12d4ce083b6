import { isVimeoCdnThumbnail, parseVimeoHash } from '@gamespeed/domain/vimeo-id';

/** A video of the account, in our own shape. */
export interface VimeoVideo {
  /** The numeric id, e.g. '123456' from uri '/videos/123456'. */
  vimeoId: string;
  /** The unlisted hash (`h=` of `player_embed_url`, or the segment after the id in `link`). */
  vimeoHash: string | null;
  title: string;
  description: string | null;
  durationSeconds: number | null;
  /** The largest thumbnail Vimeo offers on its image CDN (i.vimeocdn.com), or null. */
  thumbnailUrl: string | null;
}

/** An item Vimeo returned that we could not map (e.g. no `uri` or `name`). */
export interface VimeoInvalidItem {
  raw: unknown;
  reason: string;
}

/** One page of results: the playable videos, the unplayable ones, and items that could not be mapped. */
export interface VimeoPage {
  videos: VimeoVideo[];
  /** Videos our users cannot play (docs/product/content.md): transcoding, failed, private, password. */
  unplayable: VimeoInvalidItem[];
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
/** What the import reads of each video (Vimeo returns only these). */
export const VIMEO_FIELDS =
  'uri,name,description,duration,link,player_embed_url,status,is_playable,privacy.view,pictures.sizes';
const FIELDS = VIMEO_FIELDS;
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
      // Oldest first: a video uploaded while the import pages lands on the last page instead of
      // shifting every later page by one (which would skip a video).
      url.searchParams.set('sort', 'date');
      url.searchParams.set('direction', 'asc');
      let fetched = 0;
      while (url) {
        const body = asRecord(await getPage(url));
        const items = Array.isArray(body?.data) ? body.data : [];
        const page: VimeoPage = { videos: [], unplayable: [], invalid: [] };
        for (const raw of items) {
          const mapped = mapVideo(raw);
          if ('reason' in mapped) {
            page.invalid.push({ raw, reason: mapped.reason });
            continue;
          }
          const unplayable = unplayableReason(raw);
          if (unplayable) page.unplayable.push({ raw, reason: unplayable });
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
  if (!url.searchParams.has('sort')) url.searchParams.set('sort', 'date');
  if (!url.searchParams.has('direction')) url.searchParams.set('direction', 'asc');
  return url;
}

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
    vimeoHash:
      parseVimeoHash(asString(item.player_embed_url)) ?? parseVimeoHash(asString(item.link)),
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

/** Privacy views whose videos an embedded player can show to anyone with the address. */
const PLAYABLE_VIEWS = new Set(['anybody', 'unlisted', 'disable']);

/**
 * Why our users could not play this video, or null when they can (docs/product/content.md):
 * `is_playable` false, a `status` other than 'available' (uploading, transcoding, failed), or a
 * privacy that needs a Vimeo login or a password. Fields Vimeo left out do not count against it.
 */
export function unplayableReason(raw: unknown): string | null {
  const item = asRecord(raw) ?? {};
  const status = asString(item.status);
  if (status === 'uploading_error' || status === 'transcoding_error')
    return 'the upload failed on Vimeo';
  if (status !== null && status !== 'available') return `not ready on Vimeo (${status})`;
  const view = asString(asRecord(item.privacy)?.view);
  if (view === 'password') return 'password-protected on Vimeo';
  if (view !== null && !PLAYABLE_VIEWS.has(view)) return `private on Vimeo (${view})`;
  if (item.is_playable === false) return 'not playable on Vimeo';
  return null;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function largestPicture(pictures: unknown): string | null {
  const sizes = asRecord(pictures)?.sizes;
  if (!Array.isArray(sizes)) return null;
  let best: { link: string; area: number } | null = null;
  for (const size of sizes) {
    const s = asRecord(size);
    if (typeof s?.link !== 'string' || !isVimeoCdnThumbnail(s.link)) continue;
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

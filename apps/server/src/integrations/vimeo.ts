import { retryWaitMs } from './vimeo-rate-limit';
import { asRecord, mapVideo, unplayableReason, type VimeoVideo } from './vimeo-video';

/** An item Vimeo returned that we could not map (e.g. no `uri` or `name`). */
export interface VimeoInvalidItem {
  raw: unknown;
  reason: string;
}

/** A video our users cannot play, with its id and why. */
export interface VimeoUnplayable extends VimeoInvalidItem {
  vimeoId: string;
}

/** One page of results: the playable videos, the unplayable ones, and items that could not be mapped. */
export interface VimeoPage {
  videos: VimeoVideo[];
  /**
   * Videos our users cannot play (docs/product/content.md): transcoding, failed, private,
   * password, embedding not public.
   */
  unplayable: VimeoUnplayable[];
  invalid: VimeoInvalidItem[];
}

/** One video read by its id: what it is now, or gone (404) or closed to the token (403). */
export type VimeoVideoCheck =
  | { found: true; video: VimeoVideo; unplayableReason: string | null }
  | { found: false; reason: string };

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
  /**
   * One video (`GET /videos/{id}`, or `/videos/{id}:{hash}` for an unlisted one), to re-check a
   * library video the account's list did not hold. Throws {@link VimeoApiError} on failures
   * other than 403 and 404.
   */
  checkVideo(vimeoId: string, hash: string | null): Promise<VimeoVideoCheck>;
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

/** Most 429 answers in a row for one page before giving up. */
const VIMEO_MAX_CONSECUTIVE_RETRIES = 5;
const REQUEST_TIMEOUT_MS = 30_000;
const PER_PAGE = 100;
/** What the import reads of each video (Vimeo returns only these). */
export const VIMEO_FIELDS =
  'uri,name,description,duration,link,player_embed_url,status,is_playable,privacy.view,privacy.embed,pictures.sizes';
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

  async function getPage(url: URL, passStatuses: readonly number[] = []): Promise<unknown> {
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
      if (passStatuses.includes(response.status)) {
        await response.body?.cancel();
        return { status: response.status };
      }
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
          if (unplayable)
            page.unplayable.push({ raw, reason: unplayable, vimeoId: mapped.vimeoId });
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

    async checkVideo(vimeoId, hash) {
      if (!/^\d+$/.test(vimeoId)) throw new VimeoApiError(400, `not a Vimeo id: ${vimeoId}`);
      const path = hash ? `${vimeoId}:${encodeURIComponent(hash)}` : vimeoId;
      const url = new URL(`${base}/videos/${path}`);
      url.searchParams.set('fields', FIELDS);
      const body = asRecord(await getPage(url, [403, 404]));
      if (body?.status === 404) return { found: false, reason: 'deleted on Vimeo' };
      if (body?.status === 403) return { found: false, reason: 'private on Vimeo' };
      const mapped = mapVideo(body);
      if ('reason' in mapped)
        return { found: false, reason: `unreadable on Vimeo (${mapped.reason})` };
      return { found: true, video: mapped, unplayableReason: unplayableReason(body) };
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

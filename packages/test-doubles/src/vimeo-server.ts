import { listenOnLoopback, sendJson } from './http';
import { type FakeVideo, selectFields, toVimeoItem } from './vimeo-objects';

export { type FakeVideo, makeFakeVideos, VIMEO_EXAMPLE_STATES } from './vimeo-objects';

/**
 * A local HTTP server shaped like Vimeo's API for `GET /me/videos` — the double for the video
 * import in server and end-to-end tests. Plain Node (no test-runner imports). The videos it
 * holds, and how each reads as a Vimeo item, are in vimeo-objects.ts.
 */

export interface VimeoServer {
  /** `http://127.0.0.1:PORT` — use as VIMEO_API_BASE. */
  apiBase: string;
  /** The account's videos: push to one to upload a video while an import runs. */
  videos: FakeVideo[];
  /** Every request received, in order (path includes the query). */
  requests: { path: string; at: number }[];
  /** Paths of the thumbnail images served (`/i.vimeocdn.com/video/…`, `/vumbnail.com/….jpg`). */
  imageRequests: string[];
  close(): Promise<void>;
}

const VIMEO_DEFAULT_PER_PAGE = 25;

/** What every thumbnail address answers: a 1×1 grey PNG. */
export const FAKE_THUMBNAIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);
const VIMEO_MAX_PER_PAGE = 100;

/**
 * `GET /me/videos?page=&per_page=&fields=` with `Authorization: bearer <token>`: Vimeo-shaped
 * pages `{ total, page, per_page, paging: { next, previous, first, last }, data }`; `fields`
 * filters each item like Vimeo does. Wrong token → 401; the 1-based request numbers in
 * `rateLimitOnRequests` answer 429 with `Retry-After: 1`.
 */
export async function startVimeoServer(opts: {
  videos: FakeVideo[];
  token: string;
  /** Caps `per_page` below Vimeo's 100, to force more pages. */
  perPageMax?: number;
  rateLimitOnRequests?: number[];
  /** The 429's `X-RateLimit-Reset` value (default: one second ahead, ISO-8601). */
  rateLimitReset?: () => string;
  /** Whether the 429 carries `Retry-After` (default true). */
  retryAfter?: boolean;
  /** Called with the 1-based number of each successful `/me/videos` request before it is answered. */
  beforePage?: (request: number, videos: FakeVideo[]) => void;
  /**
   * `GET /videos/{id}` of an id the account does not hold answers a public video of another
   * account (as Vimeo does for any public video) instead of 404 — for runs whose admins add
   * videos by hand with made-up ids.
   */
  othersPublic?: boolean;
}): Promise<VimeoServer> {
  const videos = opts.videos;
  // Upload times: a second apart in list order, unless a video says otherwise.
  const base = Date.parse('2026-01-01T00:00:00+00:00');
  const created = new Map<FakeVideo, string>();
  const createdOf = (video: FakeVideo) => {
    if (video.createdTime) return video.createdTime;
    let at = created.get(video);
    if (!at) {
      at = new Date(base + created.size * 1000).toISOString().replace('.000Z', '+00:00');
      created.set(video, at);
    }
    return at;
  };
  for (const video of videos) createdOf(video);
  const requests: { path: string; at: number }[] = [];
  const imageRequests: string[] = [];
  const limited = new Set(opts.rateLimitOnRequests ?? []);
  const perPageMax = Math.min(opts.perPageMax ?? VIMEO_MAX_PER_PAGE, VIMEO_MAX_PER_PAGE);

  const http = await listenOnLoopback((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, at: Date.now() });
    const url = new URL(path, 'http://localhost');

    // The image hosts, reached as `<apiBase>/<host>/<path>` (the server's image base in tests).
    const image = /^\/(i\.vimeocdn\.com|vumbnail\.com)\//.exec(url.pathname);
    if (image && req.method === 'GET') {
      imageRequests.push(path);
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-length': FAKE_THUMBNAIL.length,
        'cache-control': 'max-age=86400',
        'set-cookie': 'vuid=tracking; Path=/',
      });
      res.end(FAKE_THUMBNAIL);
      return;
    }

    if (limited.has(requests.length)) {
      sendJson(
        res,
        429,
        {
          error: 'Too many API requests. Please wait a minute and try again.',
          developer_message: 'You have exceeded the rate limit for this app.',
          error_code: 9000,
        },
        {
          ...(opts.retryAfter === false ? {} : { 'retry-after': '1' }),
          'x-ratelimit-limit': '250',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset':
            opts.rateLimitReset?.() ??
            new Date(Date.now() + 1_000).toISOString().replace(/\.\d+Z$/, '+00:00'),
        },
      );
      return;
    }
    const auth = req.headers.authorization ?? '';
    if (!/^bearer /i.test(auth) || auth.slice(7) !== opts.token) {
      sendJson(res, 401, {
        error: 'You must provide a valid authenticated access token.',
        link: null,
        developer_message: 'The token is missing, invalid or revoked.',
        error_code: 8003,
      });
      return;
    }
    // GET /videos/{id} or /videos/{id}:{hash}: one video, 404 once it is deleted.
    const one = /^\/videos\/(\d+)(?::([^/]+))?$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const video =
        videos.find((v) => v.id === one[1]) ??
        (opts.othersPublic ? { id: one[1]!, name: `Public video ${one[1]}` } : undefined);
      if (!video) {
        sendJson(res, 404, {
          error: 'The requested video could not be found.',
          error_code: 5000,
        });
        return;
      }
      sendJson(
        res,
        200,
        selectFields(toVimeoItem(video, createdOf(video)), url.searchParams.get('fields')),
      );
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/me/videos') {
      sendJson(res, 404, {
        error: 'The requested page could not be found.',
        error_code: 5000,
      });
      return;
    }

    opts.beforePage?.(requests.length, videos);
    for (const video of videos) createdOf(video);
    const perPage = Math.min(
      Math.max(Number(url.searchParams.get('per_page')) || VIMEO_DEFAULT_PER_PAGE, 1),
      perPageMax,
    );
    const page = Math.max(Number(url.searchParams.get('page')) || 1, 1);
    const total = videos.length;
    const lastPage = Math.max(Math.ceil(total / perPage), 1);
    // Vimeo's default for /me/videos is newest first (sort=date, direction=desc).
    const sort = url.searchParams.get('sort') ?? 'date';
    const direction = url.searchParams.get('direction') ?? (sort === 'date' ? 'desc' : 'asc');
    const keep = (name: string) =>
      url.searchParams.has(name) ? `&${name}=${url.searchParams.get(name)}` : '';
    const pageLink = (n: number) =>
      `/me/videos?page=${n}&per_page=${perPage}${keep('sort')}${keep('direction')}`;
    const fields = url.searchParams.get('fields');
    const ordered = [...videos];
    if (sort === 'date') {
      ordered.sort((a, b) => createdOf(a).localeCompare(createdOf(b)));
      if (direction === 'desc') ordered.reverse();
    }
    const data = ordered
      .slice((page - 1) * perPage, page * perPage)
      .map((video) => selectFields(toVimeoItem(video, createdOf(video)), fields));

    sendJson(
      res,
      200,
      {
        total,
        page,
        per_page: perPage,
        paging: {
          next: page < lastPage ? pageLink(page + 1) : null,
          previous: page > 1 ? pageLink(page - 1) : null,
          first: pageLink(1),
          last: pageLink(lastPage),
        },
        data,
      },
      { 'x-ratelimit-limit': '250', 'x-ratelimit-remaining': '249' },
    );
  });

  return { apiBase: http.baseUrl, videos, requests, imageRequests, close: http.close };
}

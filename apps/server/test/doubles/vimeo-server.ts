import { listenOnLoopback, sendJson } from './http';

/**
 * A local HTTP server shaped like Vimeo's API for `GET /me/videos` — the double for the video
 * import in server and end-to-end tests. Plain Node (no test-runner imports).
 */

/**
 * A video the fake account holds. `uri` defaults to `/videos/<id>`; pass `null` (for `uri`,
 * `name`) to leave the field out and make an item the client must reject.
 */
export interface FakeVideo {
  id: string;
  name?: string | null;
  uri?: string | null;
  description?: string | null;
  duration?: number;
  /** Thumbnail sizes; each becomes `{ width, height, link }`. */
  pictures?: { width: number; height: number }[];
}

export interface VimeoServer {
  /** `http://127.0.0.1:PORT` — use as VIMEO_API_BASE. */
  apiBase: string;
  /** Every request received, in order (path includes the query). */
  requests: { path: string; at: number }[];
  close(): Promise<void>;
}

const VIMEO_DEFAULT_PER_PAGE = 25;
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
}): Promise<VimeoServer> {
  const requests: { path: string; at: number }[] = [];
  const limited = new Set(opts.rateLimitOnRequests ?? []);
  const perPageMax = Math.min(opts.perPageMax ?? VIMEO_MAX_PER_PAGE, VIMEO_MAX_PER_PAGE);

  const http = await listenOnLoopback((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, at: Date.now() });
    const url = new URL(path, 'http://localhost');

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
          'retry-after': '1',
          'x-ratelimit-limit': '250',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': new Date(Date.now() + 1_000).toISOString(),
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
    if (req.method !== 'GET' || url.pathname !== '/me/videos') {
      sendJson(res, 404, {
        error: 'The requested page could not be found.',
        error_code: 5000,
      });
      return;
    }

    const perPage = Math.min(
      Math.max(Number(url.searchParams.get('per_page')) || VIMEO_DEFAULT_PER_PAGE, 1),
      perPageMax,
    );
    const page = Math.max(Number(url.searchParams.get('page')) || 1, 1);
    const total = opts.videos.length;
    const lastPage = Math.max(Math.ceil(total / perPage), 1);
    const pageLink = (n: number) => `/me/videos?page=${n}&per_page=${perPage}`;
    const fields = url.searchParams.get('fields');
    const data = opts.videos
      .slice((page - 1) * perPage, page * perPage)
      .map((video) => selectFields(toVimeoItem(video), fields));

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

  return { apiBase: http.baseUrl, requests, close: http.close };
}

/** `n` valid videos with ids `startId`, `startId + 1`, … and three thumbnail sizes each. */
export function makeFakeVideos(n: number, startId = 100000): FakeVideo[] {
  return Array.from({ length: n }, (_, i) => ({
    id: String(startId + i),
    name: `Drill video ${i + 1}`,
    description: i % 3 === 0 ? null : `How to run drill ${i + 1}.`,
    duration: 30 + (i % 300),
    pictures: [
      { width: 100, height: 75 },
      { width: 640, height: 360 },
      { width: 1280, height: 720 },
    ],
  }));
}

function toVimeoItem(video: FakeVideo): Record<string, unknown> {
  const item: Record<string, unknown> = {
    uri: video.uri === undefined ? `/videos/${video.id}` : video.uri,
    name: video.name === undefined ? `Video ${video.id}` : video.name,
    description: video.description ?? null,
    duration: video.duration ?? 60,
    link: `https://vimeo.com/${video.id}`,
    pictures: {
      uri: `/videos/${video.id}/pictures/1`,
      active: true,
      type: 'custom',
      sizes: (video.pictures ?? []).map(({ width, height }) => ({
        width,
        height,
        link: `https://i.vimeocdn.com/video/${video.id}-d_${width}x${height}`,
      })),
    },
  };
  for (const key of ['uri', 'name'] as const) if (item[key] === null) delete item[key];
  return item;
}

/** Vimeo's `fields=a,b.c` keeps only those (dotted) paths of each item. */
function selectFields(item: Record<string, unknown>, fields: string | null): unknown {
  if (!fields) return item;
  const out: Record<string, unknown> = {};
  for (const field of fields.split(',').map((f) => f.trim())) {
    const keys = field.split('.').filter(Boolean);
    let source: unknown = item;
    let target = out;
    for (const [i, key] of keys.entries()) {
      if (typeof source !== 'object' || source === null || !(key in source)) break;
      source = (source as Record<string, unknown>)[key];
      if (i === keys.length - 1) {
        target[key] = source;
      } else {
        target[key] ??= {};
        target = target[key] as Record<string, unknown>;
      }
    }
  }
  return out;
}

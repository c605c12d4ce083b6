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
  /** Thumbnail sizes; each becomes `{ width, height, link }` on i.vimeocdn.com unless `host`. */
  pictures?: { width: number; height: number; host?: string }[];
  /** Vimeo's `status` (default 'available'); `upload`/`transcode` follow from it. */
  status?: string;
  /** `is_playable` (default: status is 'available' and the privacy lets others watch). */
  isPlayable?: boolean;
  /** `privacy.view` (default 'anybody'). */
  privacyView?: string;
  /** The unlisted hash: `link` becomes `https://vimeo.com/<id>/<hash>`, the player address gets `h=`. */
  hash?: string;
  /** `created_time` (default: a second apart, in list order). */
  createdTime?: string;
}

/**
 * Videos in the states Vimeo's published example objects show (the video object of the API
 * reference: `status`, `upload.status`, `transcode.status`, `is_playable`, `privacy.view`,
 * `link`, `player_embed_url`), keyed by what the import must do with them.
 */
export const VIMEO_EXAMPLE_STATES = {
  transcoding: { status: 'transcoding', name: 'Still transcoding' },
  transcodeStarting: { status: 'transcode_starting', name: 'Transcode starting' },
  uploading: { status: 'uploading', name: 'Still uploading' },
  failedUpload: { status: 'uploading_error', name: 'Upload failed' },
  failedTranscode: { status: 'transcoding_error', name: 'Transcode failed' },
  private: { privacyView: 'nobody', name: 'Only me' },
  password: { privacyView: 'password', name: 'Password protected' },
  unlisted: { privacyView: 'unlisted', hash: '49a4e309cd', name: 'Unlisted drill' },
  hiddenFromVimeo: { privacyView: 'disable', name: 'Embed only' },
} as const satisfies Record<string, Partial<FakeVideo>>;

export interface VimeoServer {
  /** `http://127.0.0.1:PORT` — use as VIMEO_API_BASE. */
  apiBase: string;
  /** The account's videos: push to one to upload a video while an import runs. */
  videos: FakeVideo[];
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
  /** The 429's `X-RateLimit-Reset` value (default: one second ahead, ISO-8601). */
  rateLimitReset?: () => string;
  /** Whether the 429 carries `Retry-After` (default true). */
  retryAfter?: boolean;
  /** Called with the 1-based number of each successful `/me/videos` request before it is answered. */
  beforePage?: (request: number, videos: FakeVideo[]) => void;
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

  return { apiBase: http.baseUrl, videos, requests, close: http.close };
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

const UPLOAD_STATUS: Record<string, string> = {
  uploading: 'in_progress',
  uploading_error: 'error',
};
const TRANSCODE_STATUS: Record<string, string> = {
  transcode_starting: 'in_progress',
  transcoding: 'in_progress',
  transcoding_error: 'error',
};
const WATCHABLE_VIEWS = ['anybody', 'unlisted', 'disable'];

function toVimeoItem(video: FakeVideo, createdTime: string): Record<string, unknown> {
  const status = video.status ?? 'available';
  const view = video.privacyView ?? 'anybody';
  const item: Record<string, unknown> = {
    uri: video.uri === undefined ? `/videos/${video.id}` : video.uri,
    name: video.name === undefined ? `Video ${video.id}` : video.name,
    description: video.description ?? null,
    type: 'video',
    link: video.hash
      ? `https://vimeo.com/${video.id}/${video.hash}`
      : `https://vimeo.com/${video.id}`,
    player_embed_url: `https://player.vimeo.com/video/${video.id}${video.hash ? `?h=${video.hash}` : ''}`,
    duration: video.duration ?? 60,
    created_time: createdTime,
    modified_time: createdTime,
    release_time: createdTime,
    status,
    is_playable: video.isPlayable ?? (status === 'available' && WATCHABLE_VIEWS.includes(view)),
    privacy: {
      view,
      embed: 'public',
      download: false,
      add: false,
      comments: 'anybody',
    },
    upload: { status: UPLOAD_STATUS[status] ?? 'complete' },
    transcode: { status: TRANSCODE_STATUS[status] ?? 'complete' },
    pictures: {
      uri: `/videos/${video.id}/pictures/1`,
      active: true,
      type: 'custom',
      sizes: (video.pictures ?? []).map(({ width, height, host }) => ({
        width,
        height,
        link: `https://${host ?? 'i.vimeocdn.com'}/video/${video.id}-d_${width}x${height}`,
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

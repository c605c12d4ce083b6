/**
 * The videos of the Vimeo double's fake account, and each one as Vimeo's API writes it (the
 * video object of the API reference, filtered by `fields` like Vimeo does). Plain data; the
 * server in vimeo-server.ts answers with it.
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
  /**
   * Where the hash shows: everywhere (default), or only in `uri` (`/videos/<id>:<hash>`, as API
   * 3.4 writes an unlisted video's address) with `link` and `player_embed_url` left out.
   */
  hashOnlyInUri?: boolean;
  /** `privacy.embed` (default 'public'; Vimeo's others are 'private' and 'whitelist'). */
  privacyEmbed?: string;
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
  embedPrivate: { privacyEmbed: 'private', name: 'Not embeddable' },
  embedWhitelist: { privacyEmbed: 'whitelist', name: 'Embeddable on listed sites only' },
  unlistedHashInUri: {
    privacyView: 'unlisted',
    hash: '7c1e2f3a4b',
    hashOnlyInUri: true,
    name: 'Unlisted, hash in uri',
  },
} as const satisfies Record<string, Partial<FakeVideo>>;

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

export function toVimeoItem(video: FakeVideo, createdTime: string): Record<string, unknown> {
  const status = video.status ?? 'available';
  const view = video.privacyView ?? 'anybody';
  const linkHash = video.hashOnlyInUri ? undefined : video.hash;
  const item: Record<string, unknown> = {
    uri:
      video.uri === undefined
        ? `/videos/${video.id}${video.hashOnlyInUri && video.hash ? `:${video.hash}` : ''}`
        : video.uri,
    name: video.name === undefined ? `Video ${video.id}` : video.name,
    description: video.description ?? null,
    type: 'video',
    link: linkHash ? `https://vimeo.com/${video.id}/${linkHash}` : `https://vimeo.com/${video.id}`,
    player_embed_url: `https://player.vimeo.com/video/${video.id}${linkHash ? `?h=${linkHash}` : ''}`,
    duration: video.duration ?? 60,
    created_time: createdTime,
    modified_time: createdTime,
    release_time: createdTime,
    status,
    is_playable: video.isPlayable ?? (status === 'available' && WATCHABLE_VIEWS.includes(view)),
    privacy: {
      view,
      embed: video.privacyEmbed ?? 'public',
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
export function selectFields(item: Record<string, unknown>, fields: string | null): unknown {
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

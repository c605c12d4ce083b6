/**
 * The hosted-video id of docs/product/screens.md 'Add New Video': the numeric id taken from the video's address
 * on Vimeo. Admins may paste the bare id or any Vimeo address of the video.
 */

/**
 * The WHATWG URL parser (global in browsers, Node and native web views). Declared locally
 * because this package compiles without DOM or Node type libraries.
 */
declare const URL: new (input: string) => { hostname: string; pathname: string; protocol: string };

/** Longest id we accept (Vimeo ids are 6–10 digits today). */
const MAX_ID_DIGITS = 20;
const NUMERIC = new RegExp(`^\\d{1,${MAX_ID_DIGITS}}$`);

/** The path segments of a vimeo.com address (the scheme may be left out), or null for any other. */
function vimeoPathSegments(text: string): string[] | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && !host.endsWith('.vimeo.com')) return null;
  return url.pathname.split('/').filter(Boolean);
}

/**
 * The numeric Vimeo id in `input`, or null. Accepts `123456`, `https://vimeo.com/123456`,
 * `vimeo.com/123456/abcdef1234` (unlisted hash), `https://player.vimeo.com/video/123456`,
 * `https://vimeo.com/channels/staffpicks/123456`, `https://vimeo.com/showcase/9/video/123456`.
 * The segment after `video`/`videos` wins; otherwise the first all-digit path segment.
 */
export function parseVimeoId(input: string): string | null {
  const text = input.trim();
  if (NUMERIC.test(text)) return text;
  const segments = vimeoPathSegments(text);
  if (segments === null) return null;
  const afterVideo = segments.findIndex((s, i) => /^videos?$/i.test(s) && i + 1 < segments.length);
  if (afterVideo >= 0) {
    const id = segments[afterVideo + 1]!;
    return NUMERIC.test(id) ? id : null;
  }
  return segments.find((s) => NUMERIC.test(s)) ?? null;
}

/**
 * Thumbnail of a video added by hand (docs/product/api.md 'thumbnail_url built from a thumbnail service
 * using the video id'): vumbnail.com serves the current Vimeo thumbnail of a public video by id.
 */
export function vimeoThumbnailUrl(vimeoId: string): string {
  return `https://vumbnail.com/${vimeoId}.jpg`;
}

/**
 * Where the external player opens a video, autoplaying (docs/product/screens.md Manage Videos),
 * with an unlisted video's hash (without it Vimeo refuses to play an unlisted video).
 */
export function vimeoPlayerUrl(vimeoId: string, hash: string | null = null): string {
  const h = hash ? `h=${encodeURIComponent(hash)}&` : '';
  return `https://player.vimeo.com/video/${vimeoId}?${h}autoplay=1`;
}

/** An unlisted video's hash: 10 hex-ish characters Vimeo adds to the address (`h=` or a path segment). */
const HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The unlisted hash of a Vimeo address, or null: the `h` query parameter of a player address
 * (`https://player.vimeo.com/video/123?h=abc123def0`) or the segment after the id in a page
 * address (`https://vimeo.com/123/abc123def0`). See docs/product/content.md.
 */
export function parseVimeoHash(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || input.trim() === '') return null;
  const text = input.trim();
  const query = /[?&]h=([^&#]+)/.exec(text)?.[1];
  if (query !== undefined) return HASH.test(query) ? query : null;
  const segments = vimeoPathSegments(text);
  if (segments === null) return null;
  const idAt = segments.findIndex((s) => NUMERIC.test(s));
  const after = idAt >= 0 ? segments[idAt + 1] : undefined;
  return after !== undefined && HASH.test(after) && !NUMERIC.test(after) ? after : null;
}

/**
 * The id and unlisted hash of a video's API address (`uri`): `/videos/123456` or, for an
 * unlisted video, `/videos/123456:49a4e309cd` (docs/product/content.md). Null when it names no id.
 */
export function parseVimeoUri(uri: string): { id: string; hash: string | null } | null {
  const last = uri.split('/').filter(Boolean).at(-1) ?? '';
  const [id = '', hash, ...rest] = last.split(':');
  if (!NUMERIC.test(id) || rest.length > 0) return null;
  return { id, hash: hash !== undefined && HASH.test(hash) && !NUMERIC.test(hash) ? hash : null };
}

/**
 * The id and hash an admin pasted into 'Add New Video': the bare id, `id:hash`, or any Vimeo
 * address of the video (an unlisted address keeps its hash). Null without an id.
 */
export function parseVimeoInput(input: string): { id: string; hash: string | null } | null {
  const text = input.trim();
  if (/^\d+:[^/]+$/.test(text)) return parseVimeoUri(text);
  const id = parseVimeoId(text);
  return id === null ? null : { id, hash: parseVimeoHash(text) };
}

/** Hosts of Vimeo's image CDN: the only thumbnails the import keeps (docs/product/content.md). */
export const VIMEO_THUMBNAIL_HOSTS = ['i.vimeocdn.com'] as const;

/** Whether `link` is an https address on Vimeo's image CDN. */
export function isVimeoCdnThumbnail(link: string): boolean {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    (VIMEO_THUMBNAIL_HOSTS as readonly string[]).includes(url.hostname.toLowerCase())
  );
}

/** The in-app player's embed address (with the unlisted hash when there is one). */
export function vimeoEmbedUrl(vimeoId: string, hash: string | null): string {
  return `https://player.vimeo.com/video/${vimeoId}${hash ? `?h=${encodeURIComponent(hash)}` : ''}`;
}

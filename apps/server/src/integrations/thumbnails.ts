import { THUMBNAIL_ORIGINS } from '@gamespeed/domain/content-security';

/**
 * Reads a video's thumbnail from the image host it lives on (Vimeo's image CDN, or the thumbnail
 * service of hand-added videos), for the server to pass on under its own address: a locked
 * video's thumbnail address names the Vimeo id, which alone plays the video
 * (docs/product/content.md 'Who may watch what').
 */
export interface ThumbnailFetcher {
  /** The image, or null when the address is not on a thumbnail host or the host did not give one. */
  fetch(address: string): Promise<Thumbnail | null>;
}

export interface Thumbnail {
  contentType: ThumbnailType;
  body: Buffer;
}

/** The image types passed on; anything else from the host is refused. */
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];

/** Larger answers are refused (Vimeo's largest stills are a few hundred kB). */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * `imageBase` replaces the hosts in tests: `https://i.vimeocdn.com/video/1-d_640x360` is then
 * read from `<imageBase>/i.vimeocdn.com/video/1-d_640x360` (the Vimeo double serves it).
 */
export function createThumbnailFetcher(
  options: { imageBase?: string | null } = {},
): ThumbnailFetcher {
  const base = options.imageBase?.replace(/\/+$/, '') ?? null;
  return {
    async fetch(address) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return null;
      }
      if (!(THUMBNAIL_ORIGINS as readonly string[]).includes(url.origin)) return null;
      const target = base ? `${base}/${url.host}${url.pathname}${url.search}` : url.href;
      let response: Response;
      try {
        // No cookies or headers of ours go out; a redirect could lead anywhere, so none is followed.
        response = await fetch(target, {
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        return null;
      }
      const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      const length = Number(response.headers.get('content-length') ?? 0);
      if (
        !response.ok ||
        !(THUMBNAIL_TYPES as readonly string[]).includes(type ?? '') ||
        length > THUMBNAIL_MAX_BYTES
      ) {
        await response.body?.cancel();
        return null;
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > THUMBNAIL_MAX_BYTES) return null;
      return { contentType: type as ThumbnailType, body };
    },
  };
}

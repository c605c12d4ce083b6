import { isVimeoCdnThumbnail, parseVimeoHash, parseVimeoUri } from '@gamespeed/domain/vimeo-id';

/**
 * One item of Vimeo's answer read into our own shape, and whether our users can play it. Pure:
 * the client in vimeo.ts fetches, this reads.
 */

/** A video of the account, in our own shape. */
export interface VimeoVideo {
  /** The numeric id, e.g. '123456' from uri '/videos/123456'. */
  vimeoId: string;
  /**
   * The unlisted hash: `h=` of `player_embed_url`, the segment after the id in `link`, or the
   * part after ':' in `uri` (`/videos/123:abc`).
   */
  vimeoHash: string | null;
  title: string;
  description: string | null;
  durationSeconds: number | null;
  /** The largest thumbnail Vimeo offers on its image CDN (i.vimeocdn.com), or null. */
  thumbnailUrl: string | null;
}

/** Maps one item of `data`, or says why it cannot be used. */
export function mapVideo(raw: unknown): VimeoVideo | { reason: string } {
  const item = asRecord(raw);
  if (!item) return { reason: 'not an object' };
  if (typeof item.uri !== 'string' || item.uri === '') return { reason: 'missing uri' };
  const fromUri = parseVimeoUri(item.uri);
  if (fromUri === null) return { reason: `uri has no video id: ${item.uri}` };
  const vimeoId = fromUri.id;
  if (typeof item.name !== 'string' || item.name.trim() === '') return { reason: 'missing name' };
  return {
    vimeoId,
    vimeoHash:
      parseVimeoHash(asString(item.player_embed_url)) ??
      parseVimeoHash(asString(item.link)) ??
      fromUri.hash,
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
 * `is_playable` false, a `status` other than 'available' (uploading, transcoding, failed), a
 * privacy that needs a Vimeo login or a password, or an embed privacy other than 'public' (the
 * in-app player is an embed: Vimeo's `privacy.embed` 'private' lets only the owner embed it, and
 * 'whitelist' only the domains the owner listed). Fields Vimeo left out do not count against it.
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
  const embed = asString(asRecord(item.privacy)?.embed);
  if (embed !== null && embed !== 'public')
    return `embedding is not allowed on Vimeo (embed privacy ${embed})`;
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

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

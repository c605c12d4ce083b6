/**
 * The Content-Security-Policy of the app (docs/product/content.md, "Where the app may load
 * from"): its own code and styles, Vimeo's player in an iframe, thumbnails from Vimeo's image
 * CDN (and the thumbnail service of hand-added videos), and calls to its own API only. The
 * server sends it as a header with the web app; the build writes it into index.html as a
 * `<meta>` for the native shell, whose pages no server header reaches.
 */

/**
 * The WHATWG URL parser (global in browsers, Node and native web views). Declared locally
 * because this package compiles without DOM or Node types.
 */
declare const URL: new (input: string) => { origin: string };

/** Vimeo's embedded player (the in-app player is an iframe of it). */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';
/** Where video thumbnails come from: Vimeo's image CDN and vumbnail.com (hand-added videos). */
export const THUMBNAIL_ORIGINS = ['https://i.vimeocdn.com', 'https://vumbnail.com'] as const;

export type CspDirectives = Record<string, string[]>;

/**
 * The directives, with `apiOrigin` added to `connect-src` when the API lives elsewhere (the
 * native shell calls the public API from its own origin). `forHeader` adds what only a header
 * can say (`frame-ancestors`; a `<meta>` policy ignores it).
 */
export function contentSecurityDirectives(
  options: { apiOrigin?: string | null; forHeader?: boolean } = {},
): CspDirectives {
  const connect = ["'self'"];
  // The API's origin also serves locked videos' thumbnails (docs/product/content.md).
  const images = ["'self'", 'data:', ...THUMBNAIL_ORIGINS];
  if (options.apiOrigin) {
    connect.push(new URL(options.apiOrigin).origin);
    images.push(new URL(options.apiOrigin).origin);
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': images,
    'connect-src': connect,
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': [VIMEO_PLAYER_ORIGIN],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(options.forHeader ? { 'frame-ancestors': ["'none'"] } : {}),
  };
}

/** `name value value; name value` as a header or `<meta content>` writes it. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

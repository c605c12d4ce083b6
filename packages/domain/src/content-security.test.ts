import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, serializeCsp } from './content-security';

describe('content security policy', () => {
  it('allows only the app itself, the Vimeo player and the thumbnail CDNs', () => {
    const policy = serializeCsp(contentSecurityDirectives());
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://i.vimeocdn.com https://vumbnail.com; connect-src 'self'; font-src 'self' data:; media-src 'self'; object-src 'none'; frame-src https://player.vimeo.com; base-uri 'self'; form-action 'self'",
    );
  });

  it('the native shell may call the API at its public origin (never a path or anything else)', () => {
    const directives = contentSecurityDirectives({ apiOrigin: 'https://api.gamespeed.app/' });
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.gamespeed.app']);
    // Locked videos' thumbnails come from the API (docs/product/content.md).
    expect(directives['img-src']).toContain('https://api.gamespeed.app');
    expect(directives['frame-ancestors']).toBeUndefined();
  });

  it('the header adds frame-ancestors none (a meta policy cannot)', () => {
    expect(contentSecurityDirectives({ forHeader: true })['frame-ancestors']).toEqual(["'none'"]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_HOST, routeFromDeepLink } from './deep-link';

describe('routeFromDeepLink', () => {
  it('defaults the app host to "app"', () => {
    expect(DEFAULT_APP_HOST).toBe('app');
  });

  it.each([
    ['gamespeed://app/athlete/settings?x=1', '/athlete/settings?x=1'],
    ['gamespeed://app/athlete/settings?x=1#top', '/athlete/settings?x=1#top'],
    ['gamespeed://app/athlete/dashboard', '/athlete/dashboard'],
    ['gamespeed://APP/coach/team', '/coach/team'],
    ['gamespeed://app', '/'],
    ['gamespeed://app/', '/'],
    ['gamespeed://app?session_id=abc', '/?session_id=abc'],
    ['gamespeed://app#x', '/#x'],
    ['gamespeed:app/athlete/drills', '/athlete/drills'],
    ['gamespeed:///app/athlete/drills', '/athlete/drills'],
    ['gamespeed:app', '/'],
    ['  gamespeed://app/athlete/progress  ', '/athlete/progress'],
    ['gamespeed://app/apply/app', '/apply/app'],
  ])('%s → %s', (url, route) => {
    expect(routeFromDeepLink(url)).toBe(route);
  });

  it('supports an https app host', () => {
    expect(routeFromDeepLink('https://gamespeed.app/athlete/drills', 'gamespeed.app')).toBe(
      '/athlete/drills',
    );
    expect(routeFromDeepLink('https://gamespeed.app', 'gamespeed.app')).toBe('/');
    expect(routeFromDeepLink('https://GameSpeed.app:443/x?y=1', 'gamespeed.app')).toBe('/x?y=1');
  });

  it.each([
    'gamespeed://other/athlete/settings',
    'gamespeed://evil.app/athlete',
    'gamespeed://apps/athlete',
    'gamespeed:apple/athlete',
    'https://evil.com/athlete/drills',
  ])('returns null for a link to another host: %s', (url) => {
    expect(routeFromDeepLink(url)).toBeNull();
  });

  it('requires the exact host', () => {
    expect(routeFromDeepLink('https://www.gamespeed.app/x', 'gamespeed.app')).toBeNull();
    expect(routeFromDeepLink('gamespeed://app/x', 'gamespeed.app')).toBeNull();
  });

  it.each(['', '   ', 'not a url', '/athlete/settings', 'app/athlete', '://app/x'])(
    'returns null for unparseable %j',
    (url) => {
      expect(routeFromDeepLink(url)).toBeNull();
    },
  );

  it.each([
    ['gamespeed://app//evil.com/x', '/evil.com/x'],
    ['gamespeed://app///evil.com', '/evil.com'],
    ['gamespeed://app/\\evil.com', '/evil.com'],
    ['gamespeed://app/\\/evil.com', '/evil.com'],
    ['gamespeed://app/\t/evil.com', '/evil.com'],
    ['gamespeed:app//evil.com', '/evil.com'],
    ['gamespeed://app/a/../../..//evil.com', '/evil.com'],
  ])('never leaves the app: %j → %s', (url, route) => {
    expect(routeFromDeepLink(url)).toBe(route);
  });

  it('always returns null or a route with exactly one leading slash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `gamespeed://app${s}`),
          fc.string().map((s) => `gamespeed://app/${s}`),
          fc.string().map((s) => `gamespeed:app${s}`),
        ),
        (url) => {
          const route = routeFromDeepLink(url);
          if (route !== null) {
            expect(route.startsWith('/')).toBe(true);
            expect(route[1] === '/' || route[1] === '\\').toBe(false);
          }
        },
      ),
    );
  });

  it('keeps any path, query and hash made of ordinary characters', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z0-9=&]{1,10}$/), { nil: undefined }),
        (segments, query) => {
          const route = `/${segments.join('/')}${query ? `?${query}` : ''}`;
          expect(routeFromDeepLink(`gamespeed://app${route}`)).toBe(route);
        },
      ),
    );
  });
});

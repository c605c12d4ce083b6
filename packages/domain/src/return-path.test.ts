import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from './contracts/billing';
import { isSafeReturnPath, RETURN_PATH_MAX_LENGTH, withQueryParam } from './return-path';

describe('isSafeReturnPath', () => {
  it.each([
    '/',
    '/athlete/dashboard',
    '/athlete/dashboard?video=5b1e3d4c-2a1f-4e6b-9c8d-7f6e5d4c3b2a',
    '/athlete/drills?tab=all&video=v1',
    '/coach/education?video=a%20b',
  ])('takes the app path %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['three slashes', '///evil.com'],
    ['absolute', 'https://evil.com'],
    ['scheme', 'javascript:alert(1)'],
    ['scheme after a slash', '/javascript:alert(1)'],
    ['a URL in the query', '/athlete/dashboard?next=https://evil.com'],
    ['backslash', '/\\evil.com'],
    ['two backslashes', '/\\\\evil.com'],
    ['tab browsers drop', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['space', '/athlete dashboard'],
    ['NUL', '/athlete\u0000'],
    ['non-ASCII', '/athlète'],
    ['fragment', '/athlete#x'],
    ['no leading slash', 'athlete/dashboard'],
    ['dot-relative', './athlete'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_name, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  it('takes a path of exactly the longest length', () => {
    expect(isSafeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`)).toBe(true);
  });
});

describe('withQueryParam', () => {
  it('adds the parameter to a path with or without a query, replacing an earlier one', () => {
    expect(withQueryParam('/athlete/settings', 'checkout', 'success')).toBe(
      '/athlete/settings?checkout=success',
    );
    expect(withQueryParam('/a?video=v1', 'checkout', 'success')).toBe(
      '/a?video=v1&checkout=success',
    );
    expect(withQueryParam('/a?checkout=cancelled&video=v1', 'checkout', 'success')).toBe(
      '/a?video=v1&checkout=success',
    );
    expect(withQueryParam('/a?', 'checkout', 'success')).toBe('/a?checkout=success');
  });
});

describe('checkoutRequestSchema returnTo', () => {
  it('is optional, and refuses a path that would leave the app, naming the field', () => {
    expect(checkoutRequestSchema.safeParse({ tier: 'pro', platform: 'web' }).success).toBe(true);
    const hostile = checkoutRequestSchema.safeParse({
      tier: 'pro',
      platform: 'web',
      returnTo: '//evil.com',
    });
    expect(hostile.success).toBe(false);
    expect(hostile.error?.issues[0]?.path).toEqual(['returnTo']);
  });
});

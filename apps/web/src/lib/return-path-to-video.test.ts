import { describe, expect, it } from 'vitest';
import { returnPathToVideo } from './return-path-to-video';

describe('returnPathToVideo', () => {
  it('names the video on the screen it was tapped on, keeping the other parameters', () => {
    expect(returnPathToVideo({ pathname: '/athlete/dashboard', search: '' }, 'v1')).toBe(
      '/athlete/dashboard?video=v1',
    );
    expect(
      returnPathToVideo({ pathname: '/athlete/drills', search: '?tab=all&video=old' }, 'v2'),
    ).toBe('/athlete/drills?tab=all&video=v2');
  });

  it('drops an earlier checkout result', () => {
    expect(
      returnPathToVideo({ pathname: '/athlete/dashboard', search: '?checkout=cancelled' }, 'v1'),
    ).toBe('/athlete/dashboard?video=v1');
  });

  it('no return path when the address could not be one (the checkout returns to settings)', () => {
    expect(returnPathToVideo({ pathname: '//evil.com', search: '' }, 'v1')).toBeNull();
    // Other parameters are encoded, so they cannot smuggle a scheme or '//'.
    expect(returnPathToVideo({ pathname: '/a', search: '?next=https://x' }, 'v1')).toBe(
      '/a?next=https%3A%2F%2Fx&video=v1',
    );
  });
});

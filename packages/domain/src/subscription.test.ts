import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAccessVideo, isSubscriptionActive } from './subscription';

const now = new Date('2025-06-01T12:00:00.000Z');
const future = new Date('2025-06-01T12:00:00.001Z');
const past = new Date('2025-06-01T11:59:59.999Z');

function profile(status: string | null, expires: Date | string | null) {
  return { subscriptionStatus: status, subscriptionExpires: expires };
}

describe('isSubscriptionActive', () => {
  it('active without expiry is subscribed', () => {
    expect(isSubscriptionActive(profile('active', null), now)).toBe(true);
  });

  it('active with a future expiry is subscribed; with a past one it is not', () => {
    expect(isSubscriptionActive(profile('active', future), now)).toBe(true);
    expect(isSubscriptionActive(profile('active', past), now)).toBe(false);
  });

  it('an expiry exactly equal to now is not in the future', () => {
    expect(isSubscriptionActive(profile('active', new Date(now)), now)).toBe(false);
    expect(isSubscriptionActive(profile('trial', new Date(now)), now)).toBe(false);
    expect(isSubscriptionActive(profile('active', now.toISOString()), now)).toBe(false);
  });

  it('trial counts only with a future expiry', () => {
    expect(isSubscriptionActive(profile('trial', null), now)).toBe(false);
    expect(isSubscriptionActive(profile('trial', future), now)).toBe(true);
    expect(isSubscriptionActive(profile('trial', past), now)).toBe(false);
  });

  it('accepts ISO date strings', () => {
    expect(isSubscriptionActive(profile('active', '2025-07-01T00:00:00Z'), now)).toBe(true);
    expect(isSubscriptionActive(profile('active', '2025-05-01T00:00:00Z'), now)).toBe(false);
    expect(isSubscriptionActive(profile('trial', '2025-06-02'), now)).toBe(true);
    expect(isSubscriptionActive(profile('trial', '2025-06-01'), now)).toBe(false);
  });

  it('fails closed on an unreadable expiry', () => {
    expect(isSubscriptionActive(profile('active', 'not a date'), now)).toBe(false);
    expect(isSubscriptionActive(profile('active', new Date(Number.NaN)), now)).toBe(false);
    expect(isSubscriptionActive(profile('trial', 'soon'), now)).toBe(false);
  });

  it.each(['inactive', 'past_due', 'canceled', 'ACTIVE', 'Trial', '', null])(
    'status %j is never subscribed',
    (status) => {
      expect(isSubscriptionActive(profile(status, null), now)).toBe(false);
      expect(isSubscriptionActive(profile(status, future), now)).toBe(false);
    },
  );

  it('matches the documented rule for any status and expiry', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('active', 'trial', 'inactive', 'past_due', 'canceled', null),
        fc.option(fc.integer({ min: -1e6, max: 1e6 })),
        (status, offset) => {
          const expires = offset === null ? null : new Date(now.getTime() + offset);
          const inFuture = offset !== null && offset > 0;
          const expected =
            (status === 'active' && (offset === null || inFuture)) ||
            (status === 'trial' && inFuture);
          expect(isSubscriptionActive(profile(status, expires), now)).toBe(expected);
        },
      ),
    );
  });
});

describe('canAccessVideo', () => {
  it('previews are open to everyone', () => {
    expect(canAccessVideo({ isPreview: true }, profile('inactive', null), now)).toBe(true);
    expect(canAccessVideo({ isPreview: true }, null, now)).toBe(true);
  });

  it('other videos need an active subscription', () => {
    expect(canAccessVideo({ isPreview: false }, profile('active', null), now)).toBe(true);
    expect(canAccessVideo({ isPreview: false }, profile('trial', future), now)).toBe(true);
    expect(canAccessVideo({ isPreview: false }, profile('trial', null), now)).toBe(false);
    expect(canAccessVideo({ isPreview: false }, profile('active', past), now)).toBe(false);
    expect(canAccessVideo({ isPreview: false }, profile('inactive', null), now)).toBe(false);
    expect(canAccessVideo({ isPreview: false }, undefined, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeSubscription,
  formatExpiry,
  type SubscriptionFields,
  tierLabel,
} from './subscription-status';

const now = new Date('2026-03-01T12:00:00Z');
const base: SubscriptionFields = {
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  subscriptionExpires: null,
  hasBillingAccount: false,
};

describe('describeSubscription', () => {
  it.each([
    ['active', 'Active', 'green'],
    ['trial', 'Trial', 'blue'],
    ['inactive', 'Inactive', 'neutral'],
    ['past_due', 'Past due', 'orange'],
    ['canceled', 'Canceled', 'neutral'],
  ] as const)('labels %s as %s', (status, label, tone) => {
    const expires = status === 'trial' ? '2026-04-01T12:00:00Z' : null;
    const summary = describeSubscription(
      { ...base, subscriptionStatus: status, subscriptionExpires: expires },
      now,
    );
    expect(summary.statusLabel).toBe(label);
    expect(summary.statusTone).toBe(tone);
  });

  it('follows the docs/product/states.md rule: active with a past expiry, or a trial without one, has expired', () => {
    const lapsed = describeSubscription(
      { ...base, subscriptionStatus: 'active', subscriptionExpires: '2026-02-01T12:00:00Z' },
      now,
    );
    expect(lapsed).toMatchObject({
      active: false,
      statusLabel: 'Expired',
      expiresLabel: 'Expired',
      canSubscribe: true,
    });
    expect(describeSubscription({ ...base, subscriptionStatus: 'trial' }, now)).toMatchObject({
      active: false,
      statusLabel: 'Expired',
    });
  });

  it('offers Subscribe while not subscribed, except past due (the portal fixes the payment)', () => {
    expect(describeSubscription(base, now).canSubscribe).toBe(true);
    expect(describeSubscription({ ...base, subscriptionStatus: 'active' }, now).canSubscribe).toBe(
      false,
    );
    expect(
      describeSubscription(
        { ...base, subscriptionStatus: 'past_due', hasBillingAccount: true },
        now,
      ),
    ).toMatchObject({ canSubscribe: false, canManage: true });
  });

  it('shows the plan and a future expiry', () => {
    const summary = describeSubscription(
      {
        subscriptionStatus: 'active',
        subscriptionTier: 'pro',
        subscriptionExpires: '2026-03-31T12:00:00Z',
        hasBillingAccount: true,
      },
      now,
    );
    expect(summary).toMatchObject({
      active: true,
      plan: 'Pro',
      expires: 'March 31, 2026',
      expiresLabel: 'Expires',
      canManage: true,
    });
  });
});

describe('tierLabel and formatExpiry', () => {
  it('turns tier ids into names', () => {
    expect(tierLabel('pro')).toBe('Pro');
    expect(tierLabel('team_plus')).toBe('Team plus');
  });

  it('formats readable expiries only', () => {
    expect(formatExpiry(null)).toBeNull();
    expect(formatExpiry('not a date')).toBeNull();
    expect(formatExpiry('2026-12-24T12:00:00Z')).toBe('December 24, 2026');
  });
});

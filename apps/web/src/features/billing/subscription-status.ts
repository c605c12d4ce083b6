import { isSubscriptionActive } from '@gamespeed/domain';
import type { Profile } from '@gamespeed/domain/contracts';
import type { BadgeTone } from '@/components/ui/badge/badge';

export type SubscriptionFields = Pick<
  Profile,
  'subscriptionStatus' | 'subscriptionTier' | 'subscriptionExpires' | 'hasBillingAccount'
>;

const STATUS_LABELS: Record<Profile['subscriptionStatus'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  trial: { label: 'Trial', tone: 'blue' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  past_due: { label: 'Past due', tone: 'orange' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

/**
 * What the Subscription card shows, from the stored fields and the docs/product/states.md rule: an 'active' or
 * 'trial' status whose expiry has passed reads 'Expired' (it no longer unlocks anything).
 */
export function describeSubscription(profile: SubscriptionFields, now: Date) {
  const active = isSubscriptionActive(profile, now);
  const lapsed =
    !active && (profile.subscriptionStatus === 'active' || profile.subscriptionStatus === 'trial');
  const status = lapsed
    ? { label: 'Expired', tone: 'neutral' as const }
    : STATUS_LABELS[profile.subscriptionStatus];
  return {
    active,
    statusLabel: status.label,
    statusTone: status.tone,
    plan: profile.subscriptionTier ? tierLabel(profile.subscriptionTier) : null,
    expires: formatExpiry(profile.subscriptionExpires),
    expiresLabel: isPast(profile.subscriptionExpires, now) ? 'Expired' : 'Expires',
    /** A new checkout would start a second subscription: fix the payment in the portal instead. */
    canSubscribe: !active && profile.subscriptionStatus !== 'past_due',
    canManage: profile.hasBillingAccount,
  };
}

const isPast = (expires: string | null, now: Date) =>
  expires !== null && new Date(expires).getTime() <= now.getTime();

/** 'pro' → 'Pro', 'team_plus' → 'Team plus'. */
export function tierLabel(tier: string): string {
  const words = tier.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const expiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'March 5, 2026', or null when there is no (readable) expiry. */
export function formatExpiry(expires: string | null): string | null {
  if (!expires) return null;
  const date = new Date(expires);
  return Number.isNaN(date.getTime()) ? null : expiryFormat.format(date);
}

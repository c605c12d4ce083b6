/** Subscription state and video access (docs/product/states.md 'Subscription active' and 'Video access'). */

/** The profile fields the rule reads (docs/product/data-model.md subscription_status, subscription_expires). */
export interface SubscriptionProfile {
  subscriptionStatus: string | null;
  subscriptionExpires: Date | string | null;
}

/**
 * The expiry as epoch milliseconds: null when there is none, NaN when it cannot be read (a bad
 * string or an invalid Date). Strings are read by `Date` (ISO 8601 from the API/database).
 */
function expiryTime(expires: Date | string | null | undefined): number | null {
  if (expires == null) return null;
  return expires instanceof Date ? expires.getTime() : Date.parse(expires);
}

/**
 * docs/product/states.md: subscribed when the status is 'active' and there is no expiry or the expiry is in
 * the future; 'trial' counts only when an expiry exists and is in the future; anything else
 * (inactive, past_due, canceled, null, unknown) is not subscribed.
 *
 * - 'In the future' is strict: an expiry equal to `now` has expired.
 * - Statuses are compared exactly (case-sensitive), as stored.
 * - An expiry that cannot be read fails closed: not subscribed, even for 'active'.
 */
export function isSubscriptionActive(profile: SubscriptionProfile, now: Date): boolean {
  const expires = expiryTime(profile.subscriptionExpires);
  const inFuture = expires !== null && expires > now.getTime();
  switch (profile.subscriptionStatus) {
    case 'active':
      return expires === null || inFuture;
    case 'trial':
      return inFuture;
    default:
      return false;
  }
}

/**
 * docs/product/states.md: a video is accessible when it is a preview or the user has an active subscription;
 * with no profile (signed out) only previews are.
 */
export function canAccessVideo(
  video: { isPreview: boolean },
  profile: SubscriptionProfile | null | undefined,
  now: Date,
): boolean {
  return video.isPreview || (profile != null && isSubscriptionActive(profile, now));
}

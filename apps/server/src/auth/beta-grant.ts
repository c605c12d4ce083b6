import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenKeys } from './tokens';

/** How long a beta grant lets its holder sign up (docs/product/permissions.md 'Private beta'). */
export const BETA_GRANT_TTL_SECONDS = 30 * 24 * 60 * 60;

const VERSION = 'bg1';

/**
 * The grant binds the current beta code (a changed code invalidates old grants) and an expiry,
 * signed with the server's secret.
 */
function signature(keys: TokenKeys, betaCode: string, expires: number): string {
  const codeDigest = createHash('sha256').update(betaCode.trim().toLowerCase()).digest('hex');
  return createHmac('sha256', keys.code)
    .update(`beta-grant:${expires}:${codeDigest}`)
    .digest('base64url');
}

/** A signed grant for someone who just entered the right beta code. */
export function issueBetaGrant(keys: TokenKeys, betaCode: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + BETA_GRANT_TTL_SECONDS;
  return `${VERSION}.${expires}.${signature(keys, betaCode, expires)}`;
}

/** True when `grant` was issued by this server for the current beta code and has not expired. */
export function isValidBetaGrant(
  keys: TokenKeys,
  betaCode: string,
  grant: string | undefined,
  now: Date,
): boolean {
  if (!grant) return false;
  const [version, expiresText, given, ...rest] = grant.split('.');
  if (version !== VERSION || rest.length > 0 || !expiresText || !given) return false;
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(keys, betaCode, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

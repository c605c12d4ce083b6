import { describe, expect, it } from 'vitest';
import { BETA_GRANT_TTL_SECONDS, issueBetaGrant, isValidBetaGrant } from '../src/auth/beta-grant';
import { tokenKeys } from '../src/auth/tokens';

const keys = tokenKeys('a-test-secret-a-test-secret-a-test-secret');
const now = new Date('2026-11-25T12:00:00Z');

describe('beta grants', () => {
  it('a grant issued for the beta code is valid until it expires', () => {
    const grant = issueBetaGrant(keys, 'SPEED', now);
    expect(isValidBetaGrant(keys, 'speed', grant, now)).toBe(true);
    const later = new Date(now.getTime() + (BETA_GRANT_TTL_SECONDS - 1) * 1000);
    expect(isValidBetaGrant(keys, 'SPEED', grant, later)).toBe(true);
    const expired = new Date(now.getTime() + BETA_GRANT_TTL_SECONDS * 1000);
    expect(isValidBetaGrant(keys, 'SPEED', grant, expired)).toBe(false);
  });

  it('refuses a grant of another code, another secret, a changed expiry or no grant', () => {
    const grant = issueBetaGrant(keys, 'SPEED', now);
    expect(isValidBetaGrant(keys, 'NEWCODE', grant, now)).toBe(false);
    expect(
      isValidBetaGrant(tokenKeys('another-secret-another-secret-another'), 'SPEED', grant, now),
    ).toBe(false);
    const [v, expires, sig] = grant.split('.');
    expect(isValidBetaGrant(keys, 'SPEED', `${v}.${Number(expires) + 999}.${sig}`, now)).toBe(
      false,
    );
    expect(isValidBetaGrant(keys, 'SPEED', 'granted', now)).toBe(false);
    expect(isValidBetaGrant(keys, 'SPEED', undefined, now)).toBe(false);
    expect(isValidBetaGrant(keys, 'SPEED', `${grant}.x`, now)).toBe(false);
  });
});

import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { describe, expect, it } from 'vitest';
import { signAccessToken, tokenKeys, verifyAccessToken } from '../src/auth/tokens';

const claims = { accountId: 'account-1', sessionId: 'session-1' };
const issuedAt = new Date('2026-11-26T10:00:00Z');
const secondsLater = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('verifyAccessToken, which remembers tokens it has checked', () => {
  it('answers a remembered token with its claims, and refuses it once it has expired', async () => {
    const keys = tokenKeys('a-secret-of-at-least-thirty-two-characters!!');
    const { token, expiresAt } = await signAccessToken(keys, claims, issuedAt);

    const first = await verifyAccessToken(keys, token, secondsLater(1));
    const again = await verifyAccessToken(keys, token, secondsLater(2));
    expect(again).toEqual(first);
    expect(again).toEqual({ ...claims, tokenExpiresAt: expiresAt });

    const atExpiry = new Date(expiresAt * 1000);
    await expect(verifyAccessToken(keys, token, atExpiry)).rejects.toMatchObject({
      statusCode: 401,
      code: ERROR_CODES.expiredToken,
    });
  });

  it('does not take a token another secret signed, even after this one checked it', async () => {
    const keys = tokenKeys('a-secret-of-at-least-thirty-two-characters!!');
    const otherKeys = tokenKeys('another-secret-of-at-least-thirty-two-chars');
    const { token } = await signAccessToken(keys, claims, issuedAt);
    await verifyAccessToken(keys, token, secondsLater(1));

    await expect(verifyAccessToken(otherKeys, token, secondsLater(2))).rejects.toMatchObject({
      statusCode: 401,
      code: ERROR_CODES.invalidToken,
    });
  });

  it('refuses a token changed by one character after its original was remembered', async () => {
    const keys = tokenKeys('a-secret-of-at-least-thirty-two-characters!!');
    const { token } = await signAccessToken(keys, claims, issuedAt);
    await verifyAccessToken(keys, token, secondsLater(1));
    // A character inside the signature (the last one may carry only padding bits).
    const at = token.length - 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

    await expect(verifyAccessToken(keys, changed, secondsLater(2))).rejects.toMatchObject({
      statusCode: 401,
      code: ERROR_CODES.invalidToken,
    });
  });
});

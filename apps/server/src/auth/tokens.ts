import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../lib/errors';
import { oncePer } from '../lib/once-per';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_DAYS = 30;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** Separate keys for separate purposes, all derived from AUTH_SECRET. */
function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`gamespeed:${purpose}`).digest();
}

export interface TokenKeys {
  /**
   * A key object, not raw bytes: jose turns it into a WebCrypto key once and keeps that, where
   * raw bytes would be imported again on every token checked.
   */
  jwt: KeyObject;
  code: Buffer;
}

export function tokenKeys(authSecret: string): TokenKeys {
  return { jwt: createSecretKey(deriveKey(authSecret, 'jwt')), code: deriveKey(authSecret, 'otp') };
}

/** A 6-digit code from the CSPRNG. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** HMAC of a code bound to its target and purpose: a code for one cannot verify another. */
export function codeHmac(keys: TokenKeys, target: string, purpose: string, code: string): string {
  return createHmac('sha256', keys.code)
    .update(`${purpose}\u0000${target}\u0000${code}`)
    .digest('hex');
}

export function hmacEquals(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Opaque refresh token (256 bits) and the hash that is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function signAccessToken(
  keys: TokenKeys,
  claims: { accountId: string; sessionId: string },
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.accountId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setIssuer('gamespeed')
    .setAudience('gamespeed-api')
    .sign(keys.jwt);
  return { token, expiresAt };
}

const invalidToken = () =>
  new AppError(
    401,
    ERROR_CODES.invalidToken,
    'Your session token is invalid. Please sign in again.',
  );

const expiredToken = () =>
  new AppError(401, ERROR_CODES.expiredToken, 'Your session has expired. Please sign in again.');

export interface AccessClaims {
  accountId: string;
  sessionId: string;
  tokenExpiresAt: number;
}

/**
 * Access tokens whose signature and claims were checked, by their whole text: a device sends the
 * same token with every request for its 15 minutes, and checking the signature again (WebCrypto)
 * was a good part of each request's work. Only the expiry can change its answer, so that is
 * checked on every use. A map per key set; emptied when it holds `VERIFIED_TOKENS_MAX`.
 */
const verifiedTokensOf = oncePer((_keys: TokenKeys) => new Map<string, AccessClaims>());
const VERIFIED_TOKENS_MAX = 10_000;

export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
  now: Date,
): Promise<AccessClaims> {
  const verified = verifiedTokensOf(keys);
  const known = verified.get(token);
  if (known) {
    // jose's expiry rule: expired from the second `exp` names.
    if (known.tokenExpiresAt <= Math.floor(now.getTime() / 1000)) throw expiredToken();
    return { ...known };
  }
  const { claims, hasNotBefore } = await checkAccessToken(keys, token, now);
  // A token with "nbf" (this server signs none) has a second time check: never remembered.
  if (!hasNotBefore) {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
    verified.set(token, claims);
  }
  return { ...claims };
}

async function checkAccessToken(
  keys: TokenKeys,
  token: string,
  now: Date,
): Promise<{ claims: AccessClaims; hasNotBefore: boolean }> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, {
      algorithms: ['HS256'],
      issuer: 'gamespeed',
      audience: 'gamespeed-api',
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw invalidToken();
    }
    return {
      claims: { accountId: payload.sub, sessionId: payload.sid, tokenExpiresAt: payload.exp },
      hasNotBefore: payload.nbf !== undefined,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw expiredToken();
    throw invalidToken();
  }
}

import { createHmac } from 'node:crypto';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * Links sent by e-mail or SMS that act without signing in (turn reminders off, lift a sign-in
 * lock): a JWT signed with a key derived from AUTH_SECRET for that purpose alone, so a token made
 * for one purpose never works for another.
 */
const linkKey = (secret: string, purpose: string) =>
  new Uint8Array(createHmac('sha256', secret).update(`gamespeed:${purpose}`).digest());

export async function signLinkToken(
  secret: string,
  purpose: string,
  subject: string,
  ttlSeconds: number,
  now: Date,
  claims: Record<string, string | number> = {},
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(linkKey(secret, purpose));
}

/** The payload of a valid, unexpired token of this purpose, or null for anything else. */
export async function verifyLinkToken(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
): Promise<(JWTPayload & { sub: string }) | null> {
  try {
    const { payload } = await jwtVerify(token, linkKey(secret, purpose), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.purpose !== purpose || typeof payload.sub !== 'string') return null;
    return payload as JWTPayload & { sub: string };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

import type { Session, SignOutScope } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../db/client';
import { authSessions, refreshTokens } from '../db/schema';
import { CHANNELS } from '../lib/channels';
import { AppError } from '../lib/errors';
import { getSignedInAccount, sessionEnded } from '../repositories/accounts';
import { findProfile, toProfileDto } from '../repositories/profiles';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashRefreshToken,
  newRefreshToken,
  SESSION_TTL_DAYS,
  signAccessToken,
  type TokenKeys,
} from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Ends the matching sessions and tells every process, in the caller's transaction: each
 * NOTIFYs `sessions_ended` with its id, and every server process closes the live-update streams
 * opened with it (plugins/session-ends.ts).
 */
export async function revokeSessions(tx: Transaction, where: SQL | undefined, now: Date) {
  const revoked = await tx
    .update(authSessions)
    .set({ revokedAt: now })
    .where(where)
    .returning({ id: authSessions.id });
  for (const { id } of revoked) {
    await tx.execute(sql`SELECT pg_notify(${CHANNELS.sessionsEnded}, ${id})`);
  }
}

async function sessionResponse(
  db: Db,
  keys: TokenKeys,
  accountId: string,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<Session> {
  const account = await getSignedInAccount(db, accountId);
  const profile = await findProfile(db, accountId);
  const access = await signAccessToken(keys, { accountId, sessionId }, now);
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: access.expiresAt,
    user: { id: account.id, email: account.email, phone: account.phone },
    profile: profile ? toProfileDto(profile) : null,
  };
}

/** Starts a session for a verified account. */
export async function createSession(
  tx: Transaction,
  keys: TokenKeys,
  accountId: string,
  now: Date,
): Promise<Session> {
  const [session] = await tx
    .insert(authSessions)
    .values({
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS),
    })
    .returning({ id: authSessions.id });
  const refresh = newRefreshToken();
  await tx
    .insert(refreshTokens)
    .values({ tokenHash: refresh.hash, sessionId: session!.id, createdAt: now });
  return sessionResponse(tx, keys, accountId, session!.id, refresh.token, now);
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting a rotated
 * token again is treated as theft and revokes the whole session.
 */
export async function refreshSession(
  db: Database,
  keys: TokenKeys,
  token: string,
  now: Date,
): Promise<Session> {
  const hash = hashRefreshToken(token);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        rotatedAt: refreshTokens.rotatedAt,
        accountId: authSessions.accountId,
        revokedAt: authSessions.revokedAt,
        expiresAt: authSessions.expiresAt,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hash));
    if (!row) return { kind: 'unknown' as const };
    if (row.revokedAt || row.expiresAt <= now) return { kind: 'ended' as const };
    const rotated = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.rotatedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (rotated.length === 0) return { kind: 'reused' as const, sessionId: row.sessionId };
    const next = newRefreshToken();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: next.hash, sessionId: row.sessionId, createdAt: now });
    return {
      kind: 'ok' as const,
      session: await sessionResponse(tx, keys, row.accountId, row.sessionId, next.token, now),
    };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'reused':
      await db.transaction((tx) => revokeSessions(tx, eq(authSessions.id, outcome.sessionId), now));
      throw new AppError(
        401,
        ERROR_CODES.refreshTokenReused,
        'This sign-in was used elsewhere and has been ended. Please sign in again.',
      );
    case 'ended':
      throw sessionEnded();
    case 'unknown':
      throw new AppError(
        401,
        ERROR_CODES.invalidToken,
        'Your session token is invalid. Please sign in again.',
      );
  }
}

/** Ends this session (local), every session of the account (global), or all but this one. */
export async function signOut(
  db: Database,
  auth: { accountId: string; sessionId: string },
  scope: SignOutScope,
  now: Date,
): Promise<void> {
  const bySession = eq(authSessions.id, auth.sessionId);
  const byAccount = and(eq(authSessions.accountId, auth.accountId), isNull(authSessions.revokedAt));
  const where =
    scope === 'local'
      ? bySession
      : scope === 'global'
        ? byAccount
        : and(byAccount, ne(authSessions.id, auth.sessionId));
  await db.transaction((tx) => revokeSessions(tx, where, now));
}

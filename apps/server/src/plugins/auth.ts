import { isAthleteRole, isCoachRole } from '@gamespeed/domain';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type TokenKeys, tokenKeys, verifyAccessToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { authSessions, users } from '../db/schema';
import { AppError, forbidden } from '../lib/errors';
import { oncePer } from '../lib/once-per';
import { sessionEnded } from '../repositories/accounts';
import type { ProfileRow } from '../repositories/profiles';

export interface AuthContext {
  accountId: string;
  sessionId: string;
  /** When the access token of this request expires (Unix seconds). */
  tokenExpiresAt: number;
  profile: ProfileRow | null;
}

/** An authenticated request whose user has a profile. */
export type ProfileContext = AuthContext & { profile: ProfileRow };

declare module 'fastify' {
  interface FastifyInstance {
    tokenKeys: TokenKeys;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Route answers without a signed-in user (the allow-list of public paths). */
    public?: boolean;
  }
}

export const notAuthenticated = () =>
  new AppError(401, ERROR_CODES.notAuthenticated, 'Not authenticated');

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match)
    throw new AppError(
      401,
      ERROR_CODES.invalidToken,
      'Send the access token as "Authorization: Bearer <token>".',
    );
  return authenticateToken(app, match[1]!);
}

/**
 * Checks an access token exactly as the auth hook does (signature, expiry, live session) and
 * loads the profile. For the one route that cannot send a header (EventSource, /api/events).
 */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<AuthContext> {
  const claims = await verifyAccessToken(app.tokenKeys, token, app.config.now());
  return authenticateSession(app, claims);
}

/**
 * Loads a live session and its profile: for a verified access token, or for a live-update stream
 * ticket (which names the session and the end of the token it was asked with).
 */
export async function authenticateSession(
  app: FastifyInstance,
  claims: { sessionId: string; accountId?: string; tokenExpiresAt: number },
): Promise<AuthContext> {
  const now = app.config.now();
  const [row] =
    claims.accountId === undefined
      ? await sessionQuery(app.db).where(eq(authSessions.id, claims.sessionId))
      : await preparedSessionLookup(app.db).execute({
          sessionId: claims.sessionId,
          accountId: claims.accountId,
        });
  if (!row || row.revokedAt || row.expiresAt <= now) throw sessionEnded();
  return {
    accountId: row.accountId,
    sessionId: claims.sessionId,
    tokenExpiresAt: claims.tokenExpiresAt,
    profile: row.profile,
  };
}

/** A session with its account's profile. */
function sessionQuery(db: Database) {
  return db
    .select({
      accountId: authSessions.accountId,
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
      profile: users,
    })
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.accountId))
    .$dynamic();
}

/**
 * The lookup of every authenticated request (session id and account id from the access token),
 * built once per database: Drizzle then skips assembling the SQL, and PostgreSQL keeps the
 * statement parsed on each pooled connection.
 */
const preparedSessionLookup = oncePer((db: Database) =>
  sessionQuery(db)
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare('auth_session_with_profile'),
);

/**
 * One auth hook for the /api tree: every route needs a valid access token unless its config
 * says `public: true`. Role checks are preHandlers (`requireAthlete`, `requireAdmin`, ...).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tokenKeys', tokenKeys(app.config.authSecret));
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: '/%61pi/…' reaches the same routes as '/api/…'.
    if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
    const isPublic = request.routeOptions.config?.public === true;
    if (!request.headers.authorization) {
      if (!isPublic) throw notAuthenticated();
      return;
    }
    try {
      request.auth = await authenticate(app, request);
    } catch (error) {
      // A stale token on a public route is ignored: the route works anonymously.
      if (!isPublic) throw error;
    }
  });
});

/** The signed-in user of a protected route (the hook guarantees it). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

export function profileOf(request: FastifyRequest): ProfileContext {
  const auth = authOf(request);
  if (!auth.profile)
    throw new AppError(
      403,
      ERROR_CODES.profileRequired,
      'Choose your role to finish setting up your account.',
    );
  return auth as ProfileContext;
}

/** preHandlers for docs/product/permissions.md roles. 'both' passes athlete and coach checks. */
export async function requireProfile(request: FastifyRequest): Promise<void> {
  profileOf(request);
}
export async function requireAthlete(request: FastifyRequest): Promise<void> {
  if (!isAthleteRole(profileOf(request).profile.role)) throw forbidden('This is for athletes.');
}
export async function requireCoach(request: FastifyRequest): Promise<void> {
  if (!isCoachRole(profileOf(request).profile.role)) throw forbidden('This is for coaches.');
}
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!profileOf(request).profile.isAdmin) throw forbidden('Only admins can do this.');
}

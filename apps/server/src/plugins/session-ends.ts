import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { CHANNELS } from '../lib/channels';
import { addListener, callEach, listenOnce } from '../lib/listeners';

/**
 * Ended sessions, as every server process hears of them: sign-out, a reused refresh token and
 * account deletion NOTIFY `sessions_ended` (lib/channels.ts) with the session id in the same transaction
 * (auth/sessions.ts `revokeSessions`); this process LISTENs once and tells whoever holds
 * something open for that session (the live-update streams close).
 */
export interface SessionEnds {
  /** Resolves once the process listens. */
  ready(): Promise<void>;
  /** Calls `onEnded` when this session ends; returns the unsubscribe. */
  watch(sessionId: string, onEnded: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionEnds: SessionEnds;
  }
}

function createSessionEnds(database: DatabaseHandle): SessionEnds {
  const watchers = new Map<string, Set<() => void>>();
  return {
    ready: listenOnce(database, CHANNELS.sessionsEnded, (sessionId) =>
      callEach(watchers.get(sessionId)),
    ),
    watch: (sessionId, onEnded) => addListener(watchers, sessionId, onEnded),
  };
}

/** One listener per database handle, i.e. per process (tests share a worker's handle). */
const byDatabase = new WeakMap<DatabaseHandle, SessionEnds>();

export const sessionEndsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.hasDecorator('sessionEnds')) return;
    let ends = byDatabase.get(app.database);
    if (!ends) {
      ends = createSessionEnds(app.database);
      byDatabase.set(app.database, ends);
    }
    app.decorate('sessionEnds', ends);
  },
  { name: 'session-ends' },
);

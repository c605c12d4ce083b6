import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSIONS_ENDED_CHANNEL } from '../auth/sessions';
import type { DatabaseHandle } from '../db/client';

/**
 * Ended sessions, as every server process hears of them: sign-out, a reused refresh token and
 * account deletion NOTIFY `sessions_ended` with the session id in the same transaction
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
  let listening: Promise<void> | null = null;
  return {
    ready() {
      listening ??= database
        .listen(SESSIONS_ENDED_CHANNEL, (sessionId) => {
          for (const onEnded of watchers.get(sessionId) ?? []) {
            try {
              onEnded();
            } catch {
              // One broken watcher must not stop the others.
            }
          }
        })
        .then(() => undefined)
        .catch((error: unknown) => {
          listening = null;
          throw error;
        });
      return listening;
    },
    watch(sessionId, onEnded) {
      let set = watchers.get(sessionId);
      if (!set) {
        set = new Set();
        watchers.set(sessionId, set);
      }
      set.add(onEnded);
      return () => {
        set.delete(onEnded);
        if (set.size === 0 && watchers.get(sessionId) === set) watchers.delete(sessionId);
      };
    },
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

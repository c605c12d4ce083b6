import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { TEST_RESULTS_CHANNEL } from '../repositories/test-results';

/**
 * Live updates inside one server process (ARCHITECTURE.md, ARCHITECTURE.md, API conventions): the process LISTENs once on the
 * `test_results` channel, whose payload is an athlete id, and hands each notification to the
 * in-process subscribers of that athlete only. Any server process sees every NOTIFY, so a result
 * saved through one process reaches the devices connected to another.
 */
export interface RealtimeHub {
  /** Resolves once the process listens; from then on every committed NOTIFY is delivered. */
  ready(): Promise<void>;
  /** Calls `onChange` on each change of this athlete's results; returns the unsubscribe. */
  subscribe(athleteId: string, onChange: () => void): () => void;
  /** Open subscriptions, for one athlete or in all. */
  subscriberCount(athleteId?: string): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

function createRealtimeHub(database: DatabaseHandle): RealtimeHub {
  const subscribers = new Map<string, Set<() => void>>();
  let listening: Promise<void> | null = null;

  function deliver(athleteId: string) {
    for (const onChange of subscribers.get(athleteId) ?? []) {
      try {
        onChange();
      } catch {
        // One broken subscriber must not stop the others.
      }
    }
  }

  return {
    ready() {
      listening ??= database
        .listen(TEST_RESULTS_CHANNEL, deliver)
        .then(() => undefined)
        .catch((error: unknown) => {
          listening = null; // try again on the next connection
          throw error;
        });
      return listening;
    },
    subscribe(athleteId, onChange) {
      let set = subscribers.get(athleteId);
      if (!set) {
        set = new Set();
        subscribers.set(athleteId, set);
      }
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0 && subscribers.get(athleteId) === set) subscribers.delete(athleteId);
      };
    },
    subscriberCount(athleteId) {
      if (athleteId !== undefined) return subscribers.get(athleteId)?.size ?? 0;
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },
  };
}

/** One hub per database handle, i.e. one LISTEN per process (tests share a worker's handle). */
const hubs = new WeakMap<DatabaseHandle, RealtimeHub>();

export function realtimeHubFor(database: DatabaseHandle): RealtimeHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = createRealtimeHub(database);
    hubs.set(database, hub);
  }
  return hub;
}

/** Decorates `app.realtime` with the process's hub. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('realtime')) app.decorate('realtime', realtimeHubFor(app.database));
  },
  { name: 'realtime' },
);

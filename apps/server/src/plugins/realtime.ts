import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { addListener, callEach, listenOnce } from '../lib/listeners';
import { TEST_RESULTS_CHANNEL } from '../repositories/test-results';

/**
 * Live updates inside one server process (ARCHITECTURE.md, ARCHITECTURE.md, API conventions): the process LISTENs once on the
 * `test_results` channel, whose payload is an athlete id, and hands each notification to the
 * in-process subscribers of that athlete only, and to the listening coaches who have that athlete
 * on one of their teams now (team id only). Any server process sees every NOTIFY, so a result
 * saved through one process reaches the devices connected to another.
 */
export interface RealtimeHub {
  /** Resolves once the process listens; from then on every committed NOTIFY is delivered. */
  ready(): Promise<void>;
  /** Calls `onChange` on each change of this athlete's results; returns the unsubscribe. */
  subscribe(athleteId: string, onChange: () => void): () => void;
  /**
   * Calls `onTeamChange(teamId)` when the results of an athlete on one of this coach's teams
   * change: membership is read when the change arrives, so a member who left is not followed.
   * Returns the unsubscribe.
   */
  subscribeCoach(coachId: string, onTeamChange: (teamId: string) => void): () => void;
  /** Open subscriptions, for one athlete or in all. */
  subscriberCount(athleteId?: string): number;
  /** Open team subscriptions of one coach. */
  coachSubscriberCount(coachId: string): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

function createRealtimeHub(database: DatabaseHandle): RealtimeHub {
  const subscribers = new Map<string, Set<() => void>>();
  const coachSubscribers = new Map<string, Set<(teamId: string) => void>>();

  function deliver(athleteId: string) {
    callEach(subscribers.get(athleteId));
    if (coachSubscribers.size > 0) void deliverToCoaches(athleteId);
  }

  /** The athlete's current teams whose coach listens in this process: one query per change. */
  async function deliverToCoaches(athleteId: string) {
    const coachIds = [...coachSubscribers.keys()];
    let rows: { team_id: string; coach_id: string }[];
    try {
      ({ rows } = await database.db.execute<{ team_id: string; coach_id: string }>(sql`
        SELECT t.id AS team_id, t.coach_id
        FROM team_memberships m
        JOIN teams t ON t.id = m.team_id AND t.deleted_at IS NULL
        WHERE m.athlete_id = ${athleteId} AND m.left_at IS NULL
          AND t.coach_id IN (${sql.join(
            coachIds.map((id) => sql`${id}`),
            sql`, `,
          )})
      `));
    } catch {
      return; // the coach's next reconnect or visit refetches anyway
    }
    for (const { team_id: teamId, coach_id: coachId } of rows) {
      callEach(coachSubscribers.get(coachId), teamId);
    }
  }

  return {
    ready: listenOnce(database, TEST_RESULTS_CHANNEL, deliver),
    subscribe: (athleteId, onChange) => addListener(subscribers, athleteId, onChange),
    subscribeCoach: (coachId, onTeamChange) => addListener(coachSubscribers, coachId, onTeamChange),
    coachSubscriberCount(coachId) {
      return coachSubscribers.get(coachId)?.size ?? 0;
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

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { CHANNELS, decodeResultsChanged, type ResultsChangedNotice } from '../lib/channels';
import { addListener, callEach, listenOnce } from '../lib/listeners';
import { teamsCoachingAthlete } from '../repositories/team-memberships';

/**
 * Live updates inside one server process (ARCHITECTURE.md, API conventions): the process LISTENs
 * once on the `test_results` channel (lib/channels.ts: whose results, and the client id of the
 * result the write was about) and hands each notification to the in-process subscribers of that
 * athlete only, and to the listening coaches who have that athlete on one of their teams now
 * (team id only). Any server process sees every NOTIFY, so a result saved through one process
 * reaches the devices connected to another.
 */
/** The write behind a change: who made it, and the client id of its result. */
export type ResultWrite = Pick<ResultsChangedNotice, 'actorId' | 'clientId'>;

export interface RealtimeHub {
  /** Resolves once the process listens; from then on every committed NOTIFY is delivered. */
  ready(): Promise<void>;
  /**
   * Calls `onChange(write)` on each change of this athlete's results, with who made the write
   * and the client id of its result; returns the unsubscribe.
   */
  subscribe(athleteId: string, onChange: (write: ResultWrite) => void): () => void;
  /**
   * Calls `onTeamChange(teamId, write)` when the results of an athlete on one of this coach's
   * teams change: membership is read when the change arrives, so a member who left is not
   * followed. Returns the unsubscribe.
   */
  subscribeCoach(
    coachId: string,
    onTeamChange: (teamId: string, write: ResultWrite) => void,
  ): () => void;
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
  const subscribers = new Map<string, Set<(write: ResultWrite) => void>>();
  const coachSubscribers = new Map<string, Set<(teamId: string, write: ResultWrite) => void>>();

  function deliver(payload: string) {
    const notice = decodeResultsChanged(payload);
    if (!notice) return;
    const { athleteId, ...write } = notice;
    callEach(subscribers.get(athleteId), write);
    if (coachSubscribers.size > 0) void deliverToCoaches(athleteId, write);
  }

  /** The athlete's current teams whose coach listens in this process: one query per change. */
  async function deliverToCoaches(athleteId: string, write: ResultWrite) {
    let teams: { teamId: string; coachId: string }[];
    try {
      teams = await teamsCoachingAthlete(database.db, athleteId, [...coachSubscribers.keys()]);
    } catch {
      return; // the coach's next reconnect or visit refetches anyway
    }
    for (const { teamId, coachId } of teams) {
      callEach(coachSubscribers.get(coachId), teamId, write);
    }
  }

  return {
    ready: listenOnce(database, CHANNELS.testResults, deliver),
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

import type { Session } from '@gamespeed/domain/contracts';
import type { SmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { createSmtpMailer } from '../src/integrations/mailer';
import { hasErrorShape, sleep } from './support';

/** The real SMTP client pointed at the local inbox double. */
export const createMailerFor = (inbox: SmtpInbox) =>
  createSmtpMailer({ smtpUrl: inbox.url, from: 'GameSpeed <codes@gamespeed.test>' });

/** What a run of the save loop saw. Times are ms since the loop started. */
export interface SaveTally {
  /** Ids of the results the server acknowledged with 201. */
  acknowledged: Set<string>;
  /** Every answer that is neither 201 nor (when tolerated) a 503 with the error shape. */
  errors: string[];
  /** When each 503 (with the error shape) was answered. */
  unavailableAt: number[];
  /** When each 201 was answered. */
  savedAt: number[];
  /** 201s per athlete, in `sessions` order. */
  perAthlete: number[];
  /** Per athlete: when its last 201 was answered (-1: never). */
  lastSavedAt: number[];
  elapsedMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const SAMPLES = [
  { movement: 'forty', min: 4.3, max: 5.8 },
  { movement: 'broad_jump', min: 80, max: 130 },
  { movement: '5_10_fly', min: 0.75, max: 1.4 },
  { movement: 'shredmill_gear_2', min: 14, max: 22, timeToTopSpeed: 3.1 },
] as const;

function randomResult() {
  const sample = SAMPLES[Math.floor(Math.random() * SAMPLES.length)]!;
  const value = Math.round((sample.min + Math.random() * (sample.max - sample.min)) * 100) / 100;
  return 'timeToTopSpeed' in sample
    ? { movement: sample.movement, value, timeToTopSpeed: sample.timeToTopSpeed }
    : { movement: sample.movement, value };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Every session saves results back to back (node's fetch keeps its connections alive) until
 * `durationMs` has passed or `maxSaves` were acknowledged. With `tolerateUnavailable`, a 503
 * carrying the error shape is recorded (and the client waits `backoffMs`, as an app honouring
 * retry-after would) instead of counting as an error.
 */
export async function saveLoop(options: {
  base: string;
  sessions: Session[];
  durationMs: number;
  maxSaves: number;
  tolerateUnavailable?: boolean;
  backoffMs?: number;
}): Promise<SaveTally> {
  const { base, sessions, durationMs, maxSaves } = options;
  const started = performance.now();
  const deadline = started + durationMs;
  const tally: SaveTally = {
    acknowledged: new Set(),
    errors: [],
    unavailableAt: [],
    savedAt: [],
    perAthlete: sessions.map(() => 0),
    lastSavedAt: sessions.map(() => -1),
    elapsedMs: 0,
    p50Ms: 0,
    p99Ms: 0,
    maxMs: 0,
  };
  const latencies: number[] = [];

  await Promise.all(
    sessions.map(async (session, i) => {
      const headers = {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      };
      while (performance.now() < deadline && tally.acknowledged.size < maxSaves) {
        const sentAt = performance.now();
        let status = 0;
        let text = '';
        try {
          const res = await fetch(`${base}/api/results`, {
            method: 'POST',
            headers,
            body: JSON.stringify(randomResult()),
          });
          status = res.status;
          text = await res.text();
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          tally.errors.push(`network: ${cause?.code ?? String(error)}`);
          await sleep(options.backoffMs ?? 100);
          continue;
        }
        const now = performance.now();
        latencies.push(now - sentAt);
        if (status === 201) {
          tally.acknowledged.add((JSON.parse(text) as { id: string }).id);
          tally.savedAt.push(now - started);
          tally.perAthlete[i]! += 1;
          tally.lastSavedAt[i] = now - started;
        } else if (status === 503 && options.tolerateUnavailable && hasErrorShape(text)) {
          tally.unavailableAt.push(now - started);
          await sleep(options.backoffMs ?? 100);
        } else {
          tally.errors.push(`${status} ${text.slice(0, 200)}`);
        }
      }
    }),
  );

  tally.elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  tally.p50Ms = percentile(latencies, 0.5);
  tally.p99Ms = percentile(latencies, 0.99);
  tally.maxMs = latencies.at(-1) ?? 0;
  return tally;
}

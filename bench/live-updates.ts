/**
 * Benchmark 3 — live updates across processes. Two server processes on one PostgreSQL; an SSE
 * client of process B (GET /api/events?ticket=); results saved one at a time through
 * process A (POST /api/results). Latency = from sending the POST to A until B's
 * `results-changed` frame is read (the NOTIFY travels A → PostgreSQL → B's LISTEN connection).
 */
import { LIVE_EVENTS } from '@gamespeed/domain/contracts';
import { api, sampleValue, signUp, startSmtpInbox } from './lib/accounts';
import { type Benchmark, runIfMain } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { type RunningProcess, startServer } from './lib/server';
import { connectSse } from './lib/sse';
import { median, percentile, round } from './lib/stats';
import { printTable } from './lib/table';

interface LiveSize {
  saves: number;
  warmupSaves: number;
}

export const liveUpdatesBenchmark: Benchmark<LiveSize> = {
  name: 'live-updates',
  title: '3. Live updates: save through process A → SSE client of process B',
  sizes: {
    full: { saves: Number(process.env.BENCH_LIVE_SAVES ?? 200), warmupSaves: 10 },
    smoke: { saves: 5, warmupSaves: 1 },
  },
  async run({ saves: SAVES, warmupSaves: WARMUP_SAVES }) {
    const db = await createBenchDatabase('live');
    const inbox = await startSmtpInbox();
    const servers: RunningProcess[] = [];
    try {
      const a = await startServer({ databaseUrl: db.url, smtpUrl: inbox.url });
      servers.push(a);
      const b = await startServer({ databaseUrl: db.url, smtpUrl: inbox.url });
      servers.push(b);
      const session = await signUp(a.baseUrl, inbox);
      const token = session.access_token;
      // As the browser does: a single-use ticket, then the stream (no token in the address).
      const { ticket } = await api<{ ticket: string }>(b.baseUrl, 'POST', '/api/events/ticket', {
        token,
        expect: 200,
      });
      const sse = await connectSse(`${b.baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`);
      await sse.next(LIVE_EVENTS.ready);

      const toEvent: number[] = [];
      const afterResponse: number[] = [];
      for (let i = 0; i < WARMUP_SAVES + SAVES; i++) {
        const body = { movement: 'forty', value: sampleValue('forty', i) };
        const event = sse.next(LIVE_EVENTS.resultsChanged);
        const sentAt = performance.now();
        const saved = api(a.baseUrl, 'POST', '/api/results', { token, body, expect: 201 }).then(
          () => performance.now(),
        );
        const [eventAt, savedAt] = await Promise.all([event, saved]);
        if (i < WARMUP_SAVES) continue;
        toEvent.push(eventAt - sentAt);
        afterResponse.push(eventAt - savedAt);
      }
      sse.close();

      const figures = {
        saves: SAVES,
        p50: round(median(toEvent), 1),
        p95: round(percentile(toEvent, 95), 1),
        p99: round(percentile(toEvent, 99), 1),
        max: round(Math.max(...toEvent), 1),
        eventMinusResponseP50: round(median(afterResponse), 1),
      };
      printTable(
        `Live-update latency over ${SAVES} saves (ms, from POST sent to A until B's SSE frame)`,
        ['saves', 'p50', 'p95', 'p99', 'max', 'event − 201 response, p50'],
        [
          [
            figures.saves,
            figures.p50,
            figures.p95,
            figures.p99,
            figures.max,
            figures.eventMinusResponseP50,
          ],
        ],
      );
      return {
        data: figures,
        targets: [
          {
            target: 'live update p95 < 100 ms on loopback',
            value: `p95 ${figures.p95} ms (p50 ${figures.p50} ms)`,
            met: figures.p95 < 100,
          },
        ],
        notes: [
          'A negative "event − 201 response" means process B pushed the event before process A\'s response reached the client.',
        ],
      };
    } finally {
      for (const s of servers.reverse()) await s.stop();
      await inbox.close();
      await db.drop();
    }
  },
};

await runIfMain(import.meta, liveUpdatesBenchmark);

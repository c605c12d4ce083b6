/**
 * Benchmark 2 — dashboard round trips. Playwright (Debian Chromium, 390×844 phone viewport,
 * cold cache each run) opens /athlete/dashboard as a signed-in athlete and records, inside the
 * page, when the analysis data is in the DOM (the "Your Analysis" card, rendered from the
 * dashboard response) and when the product's fixed 2 s 'Loading analysis...' overlay is gone; every
 * /api/ request is counted. Once unthrottled, then under emulated slow 4G (CDP
 * Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbps down, 750 kbps up).
 */

import { MOVEMENT_NAMES } from '@gamespeed/domain/constants';
import type { Session } from '@gamespeed/domain/contracts';
import { chromium, type Page } from '@playwright/test';
import { addResults, betaGrant, onboardAthlete, signUp, startSmtpInbox } from './lib/accounts';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  MOBILE_VIEWPORT,
  SLOW_4G,
  signedInStorage,
} from './lib/browser';
import { type Benchmark, ensure, runIfMain } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { type RunningProcess, startServer } from './lib/server';
import { median, round } from './lib/stats';
import { printTable } from './lib/table';
import { buildWeb } from './lib/web-build';

/** The spec's table-by-table design (profile, results, norms, prescriptions … one query each). */
const SPEC_DESIGN_CALLS = 14;
const DATA_MARKER = 'Your Analysis';
const OVERLAY_TEXT = 'Loading analysis...';

interface Run {
  dataMs: number;
  overlayGoneMs: number;
  /** /api/ requests sent before the data was in the DOM (the live stream excluded). */
  dataCalls: string[];
  /** Every /api/ request until the overlay was gone, the live stream included. */
  allCalls: string[];
  jsKiB: number;
}

/**
 * Runs in the page before any script: stores the session, then marks (performance.now(), ms
 * from navigation start) when the data appears and when the overlay goes. A string, not a
 * function: tsx's transform would add helpers the page does not have.
 */
function probeScript(storage: Record<string, string>): string {
  return `(() => {
    const storage = ${JSON.stringify(storage)};
    for (const key of Object.keys(storage)) localStorage.setItem(key, storage[key]);
    const marks = {};
    window.__bench = marks;
    const check = () => {
      const text = document.body ? document.body.textContent || '' : '';
      if (marks.data === undefined && text.includes(${JSON.stringify(DATA_MARKER)})) marks.data = performance.now();
      if (text.includes(${JSON.stringify(OVERLAY_TEXT)})) marks.overlaySeen = true;
      else if (marks.overlaySeen && marks.overlayGone === undefined) marks.overlayGone = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  })();`;
}

async function measureOnce(
  baseUrl: string,
  session: Session,
  throttled: boolean,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
): Promise<Run> {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(probeScript(signedInStorage(session, await betaGrant(baseUrl))));
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    const calls: { path: string; at: number }[] = [];
    let jsBytes = 0;
    const t0 = Date.now();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        calls.push({ path: `${request.method()} ${url.pathname}`, at: Date.now() - t0 });
      }
    });
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const length = Number(response.headers()['content-length'] ?? 0);
      jsBytes += length || (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${baseUrl}/athlete/dashboard`, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => (window as unknown as { __bench: { overlayGone?: number } }).__bench.overlayGone,
        undefined,
        { timeout: 60_000, polling: 50 },
      )
      .catch(async (error: unknown) => {
        const state = await page
          .evaluate((overlay) => {
            const leaves = [...document.querySelectorAll('body *')].filter(
              (e) => e.childElementCount === 0 && e.textContent?.includes(overlay),
            );
            return {
              marks: (window as unknown as { __bench: unknown }).__bench,
              overlayElements: leaves.map((e) => e.parentElement?.outerHTML.slice(0, 300)),
              text: document.body.textContent?.slice(0, 200),
            };
          }, OVERLAY_TEXT)
          .catch(() => null);
        throw new Error(
          `dashboard not done at ${page.url()}: ${JSON.stringify(state)} (${String(error)})`,
        );
      });
    const marks = await page.evaluate(
      () => (window as unknown as { __bench: { data?: number; overlayGone: number } }).__bench,
    );
    ensure(marks.data !== undefined, `the dashboard showed "${DATA_MARKER}"`);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    const dataAt = navStart + marks.data - t0;
    return {
      dataMs: round(marks.data, 0),
      overlayGoneMs: round(marks.overlayGone, 0),
      dataCalls: calls
        .filter((c) => c.at <= dataAt && !c.path.endsWith('/api/events'))
        .map((c) => c.path),
      allCalls: calls.map((c) => c.path),
      jsKiB: round(jsBytes / 1024, 0),
    };
  } finally {
    await context.close();
  }
}

export const roundTripsBenchmark: Benchmark<{ runs: number }> = {
  name: 'round-trips',
  title: '2. Round trips: athlete dashboard in Chromium (390×844)',
  sizes: { full: { runs: Number(process.env.BENCH_ROUND_TRIP_RUNS ?? 5) }, smoke: { runs: 1 } },
  async run({ runs: RUNS }) {
    const dist = await buildWeb();
    const db = await createBenchDatabase('roundtrips');
    const inbox = await startSmtpInbox();
    let server: RunningProcess | null = null;
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      server = await startServer({ databaseUrl: db.url, smtpUrl: inbox.url, webDistDir: dist });
      const session = await signUp(server.baseUrl, inbox, { firstName: 'Jordan' });
      await onboardAthlete(server.baseUrl, session.access_token);
      await addResults(server.baseUrl, session.access_token, 23, MOVEMENT_NAMES);
      // The stored session carries the profile as it is now (onboarded).
      const fresh = { ...session, profile: { ...session.profile!, onboardingCompleted: true } };
      await measureOnce(server.baseUrl, fresh, false, browser); // warm the server

      const modes: { label: string; throttled: boolean; runs: Run[] }[] = [
        { label: 'no throttling', throttled: false, runs: [] },
        { label: 'slow 4G (150 ms, 1.6 Mbps)', throttled: true, runs: [] },
      ];
      for (const mode of modes) {
        for (let i = 0; i < RUNS; i++) {
          mode.runs.push(await measureOnce(server.baseUrl, fresh, mode.throttled, browser));
        }
      }
      const summary = modes.map((m) => ({
        network: m.label,
        dataCalls: Math.max(...m.runs.map((r) => r.dataCalls.length)),
        calls: m.runs[0]!.dataCalls,
        allCalls: m.runs[0]!.allCalls,
        dataMs: median(m.runs.map((r) => r.dataMs)),
        overlayGoneMs: median(m.runs.map((r) => r.overlayGoneMs)),
        jsKiB: median(m.runs.map((r) => r.jsKiB)),
        runs: m.runs.map((r) => ({ dataMs: r.dataMs, overlayGoneMs: r.overlayGoneMs })),
      }));
      printTable(
        `Athlete dashboard, cold cache, median of ${RUNS} runs (ms from navigation start)`,
        ['network', 'API calls for data', 'data in DOM', 'overlay gone', 'JS KiB on the wire'],
        summary.map((s) => [s.network, s.dataCalls, s.dataMs, s.overlayGoneMs, s.jsKiB]),
      );
      console.log(`data calls: ${summary[0]!.calls.join(', ')}`);
      console.log(`all API calls until the overlay is gone: ${summary[0]!.allCalls.join(', ')}`);
      const slow = summary[1]!;
      return {
        data: { runsPerMode: RUNS, specDesignCalls: SPEC_DESIGN_CALLS, modes: summary },
        targets: [
          {
            target: `dashboard data in ≤ 2 API calls (spec design: ~${SPEC_DESIGN_CALLS})`,
            value: `${summary[0]!.dataCalls} (${summary[0]!.calls.join(', ')})`,
            met: summary.every((s) => s.dataCalls <= 2),
          },
          {
            target: 'time to data shown under slow 4G (reported, no target)',
            value: `${slow.dataMs} ms data, ${slow.overlayGoneMs} ms overlay gone`,
            met: null,
          },
        ],
        notes: [],
      };
    } finally {
      await browser.close();
      await server?.stop();
      await inbox.close();
      await db.drop();
    }
  },
};

await runIfMain(import.meta, roundTripsBenchmark);

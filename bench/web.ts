/**
 * Benchmark 4 — web. (a) Gzipped JavaScript of the first screen — every .js file Chromium fetches
 * to render '/' for a visitor past the beta gate — and, from Vite's manifest, of each lazily
 * loaded chunk (its own file plus the chunks it imports that the first screen did not load);
 * the first screen's source maps tell whether admin or chart code is in it. (b) Lighthouse 12
 * (default mobile settings: emulated phone, simulated slow 4G, 4× CPU slowdown) performance and
 * accessibility scores for the landing page, login and the athlete dashboard, each in a fresh
 * Chromium whose localStorage was set first (beta grant; the session for the dashboard) through
 * Playwright's CDP connection, with Lighthouse's storage reset disabled.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MOVEMENT_NAMES } from '@gamespeed/domain/constants';
import type { Session, Team } from '@gamespeed/domain/contracts';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  addResults,
  api,
  betaGrant,
  onboardAthlete,
  type SmtpInbox,
  signUp,
  startSmtpInbox,
} from './lib/accounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MOBILE_VIEWPORT, signedInStorage } from './lib/browser';
import { type Benchmark, ensure, runIfMain, type Target } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { type RunningProcess, startServer } from './lib/server';
import { kib, median } from './lib/stats';
import { printTable } from './lib/table';
import { buildWeb } from './lib/web-build';

const FIRST_SCREEN_BUDGET_KIB = 110;
/** Full Lighthouse reports (JSON) of the last run, for a closer look. */
const REPORTS_DIR = join(tmpdir(), 'gamespeed-lighthouse');
/** Modules that must not be in the first screen. */
const HEAVY_MODULES: Record<string, RegExp> = {
  admin: /src\/(features\/admin-videos|app\/routes\/admin)\//,
  charts: /src\/features\/charts\//,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Who a source-map entry belongs to: an npm package, or a path in the web app or domain. */
function ownerOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope, name] = source.slice(nm + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const app = /(apps\/web|packages\/domain)\/src\/(.*)$/.exec(source);
  if (!app) return source;
  return app[1] === 'apps/web' ? `src/${app[2]}` : `domain/${app[2]}`;
}

/** The two biggest owners of a chunk's code (by source size, from its hidden source map). */
function chunkContents(dist: string, file: string): string {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return '';
  const { sources, sourcesContent } = JSON.parse(readFileSync(map, 'utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
  const sizes = new Map<string, number>();
  sources.forEach((source, i) => {
    const owner = ownerOf(source);
    sizes.set(owner, (sizes.get(owner) ?? 0) + (sourcesContent?.[i]?.length ?? 0));
  });
  const top = [...sizes].sort((a, b) => b[1] - a[1]);
  return top
    .slice(0, 2)
    .map(([owner]) => owner)
    .join(', ')
    .concat(top.length > 2 ? ` +${top.length - 2}` : '');
}

const gzipKiB = (dist: string, file: string) =>
  kib(gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);

/** The .js files Chromium loads for '/' (beta gate passed), in load order. */
async function firstScreenFiles(baseUrl: string, grant: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(
      `localStorage.setItem('gamespeed.beta-access', ${JSON.stringify(grant)});`,
    );
    const files: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) files.push(path.replace(/^\//, ''));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return files;
  } finally {
    await browser.close();
  }
}

/** Chunks reachable through static imports from `key`. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function bundleReport(dist: string, firstFiles: string[]) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const first = firstFiles
    .map((file) => ({
      file,
      module: manifest[keyOfFile.get(file) ?? '']?.src ?? '',
      contents: chunkContents(dist, file),
      gzipKiB: gzipKiB(dist, file),
    }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
  const firstSet = new Set(firstFiles);
  const firstTotal = Math.round(first.reduce((n, f) => n + f.gzipKiB, 0) * 10) / 10;

  const heavyInFirst: Record<string, string[]> = {};
  for (const file of firstFiles) {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) continue;
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
    for (const [name, pattern] of Object.entries(HEAVY_MODULES)) {
      const hits = sources.filter((s) => pattern.test(s));
      if (hits.length > 0) heavyInFirst[name] = [...(heavyInFirst[name] ?? []), ...hits];
    }
  }

  const lazy = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry && !firstSet.has(c.file))
    .map(([key, c]) => {
      const files = [...staticClosure(manifest, key)]
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js') && !firstSet.has(f));
      return {
        module: c.src ?? key,
        files,
        gzipKiB: Math.round(files.reduce((n, f) => n + gzipKiB(dist, f), 0) * 10) / 10,
      };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
  return { first, firstTotal, heavyInFirst, lazy };
}

interface AuditOutcome {
  page: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  a11yIssues: { id: string; title: string; items: string[] }[];
}

/** One Lighthouse run in a fresh Chromium whose localStorage for `origin` holds `storage`. */
async function audit(url: string, storage: Record<string, string>): Promise<AuditOutcome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const setup = await cdp.contexts()[0]!.newPage();
    await setup.goto(new URL('/api/health', url).toString());
    await setup.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await setup.close();
    await cdp.close();

    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
    writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const a11yIssues = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => {
        const details = a.details as {
          items?: { node?: { snippet?: string; selector?: string } }[];
        };
        return {
          id: a.id,
          title: a.title,
          items: (details?.items ?? [])
            .map((i) => i.node?.snippet ?? i.node?.selector ?? '')
            .filter(Boolean)
            .slice(0, 5),
        };
      });
    return {
      page: new URL(url).pathname,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      metrics: {
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: numeric('speed-index'),
      },
      a11yIssues,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (`NO_NAVSTART`, a fresh Chromium each run):
 * such a run is repeated, at most twice.
 */
async function auditWithRetry(url: string, storage: Record<string, string>): Promise<AuditOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, storage);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`Lighthouse ${new URL(url).pathname}: no trace recorded, run again`);
    }
  }
}

/** The audited pages: the landing page and login, and signed-in pages of an athlete and a coach. */
async function signedInPages(
  baseUrl: string,
  inbox: SmtpInbox,
  grant: string,
): Promise<{ path: string; storage: Record<string, string> }[]> {
  const grantOnly = { 'gamespeed.beta-access': grant };
  const athlete = await signUp(baseUrl, inbox, { firstName: 'Jordan' });
  await onboardAthlete(baseUrl, athlete.access_token);
  await addResults(baseUrl, athlete.access_token, 23, MOVEMENT_NAMES);
  const session: Session = {
    ...athlete,
    profile: { ...athlete.profile!, onboardingCompleted: true },
  };
  // A coach whose team the athlete has joined: the roster has one row with results.
  const coach = await signUp(baseUrl, inbox, { role: 'coach', firstName: 'Morgan' });
  const team = await api<Team>(baseUrl, 'POST', '/api/teams', {
    token: coach.access_token,
    expect: 201,
    body: { name: 'Varsity' },
  });
  await api(baseUrl, 'POST', '/api/teams/join', {
    token: athlete.access_token,
    body: { code: team.inviteCode },
  });
  const athleteStorage = signedInStorage(session, grant);
  return [
    { path: '/', storage: grantOnly },
    { path: '/login', storage: grantOnly },
    { path: '/athlete/dashboard', storage: athleteStorage },
    { path: '/athlete/history', storage: athleteStorage },
    { path: '/coach/team', storage: signedInStorage(coach, grant) },
  ];
}

interface WebSize {
  /** Lighthouse runs per page (the median is kept). */
  lighthouseRuns: number;
  /** Every audited page, or the landing page alone. */
  pages: 'all' | 'landing';
}

export const webBenchmark: Benchmark<WebSize> = {
  name: 'web',
  title: '4. Web: JavaScript size and Lighthouse (mobile)',
  sizes: {
    full: { lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), pages: 'all' },
    // The whole size report, and one Lighthouse run of the landing page: about 20 s.
    smoke: { lighthouseRuns: 1, pages: 'landing' },
  },
  async run({ lighthouseRuns: LIGHTHOUSE_RUNS, pages: which }) {
    const dist = await buildWeb();
    const db = await createBenchDatabase('web');
    const inbox = await startSmtpInbox();
    let server: RunningProcess | null = null;
    try {
      server = await startServer({ databaseUrl: db.url, smtpUrl: inbox.url, webDistDir: dist });
      // The server's signed beta grant: without it '/' is the access gate, not the landing page.
      const grant = await betaGrant(server.baseUrl);
      const bundle = bundleReport(dist, await firstScreenFiles(server.baseUrl, grant));
      printTable(
        `First screen ('/'): JavaScript Chromium loads, gzip -9 (KiB) — total ${bundle.firstTotal} KiB`,
        ['file', 'entry of', 'mostly', 'gzip KiB'],
        bundle.first.map((f) => [f.file, f.module, f.contents, f.gzipKiB]),
      );
      printTable(
        'Lazy chunks: each dynamic entry with the chunks it adds to the first screen (gzip KiB)',
        ['module', 'files', 'gzip KiB'],
        bundle.lazy.map((l) => [l.module, l.files.length, l.gzipKiB]),
      );
      ensure(bundle.first.length > 0, "the first screen's JavaScript was loaded");
      const heavy = Object.keys(bundle.heavyInFirst);
      console.log(
        heavy.length === 0
          ? 'No admin or chart modules in the first screen.'
          : `In the first screen: ${heavy.map((h) => `${h} (${bundle.heavyInFirst[h]!.length} modules)`).join(', ')}`,
      );

      const grantOnly = { 'gamespeed.beta-access': grant };
      const pages =
        which === 'landing'
          ? [{ path: '/', storage: grantOnly }]
          : await signedInPages(server.baseUrl, inbox, grant);
      const audits: AuditOutcome[] = [];
      for (const p of pages) {
        const runs: AuditOutcome[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          runs.push(await auditWithRetry(`${server.baseUrl}${p.path}`, p.storage));
        }
        const perf = median(runs.map((r) => r.performance));
        const chosen = runs.find((r) => r.performance === perf) ?? runs[0]!;
        audits.push(chosen);
        console.log(
          `Lighthouse ${p.path}: performance ${chosen.performance}, accessibility ${chosen.accessibility}`,
        );
      }
      printTable(
        `Lighthouse 12, mobile defaults${LIGHTHOUSE_RUNS > 1 ? ` (median of ${LIGHTHOUSE_RUNS} runs)` : ''}`,
        ['page', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        audits.map((a) => [
          a.page,
          a.performance,
          a.accessibility,
          a.metrics.fcpMs!,
          a.metrics.lcpMs!,
          a.metrics.tbtMs!,
          a.metrics.cls!,
        ]),
      );
      for (const a of audits) {
        for (const issue of a.a11yIssues) {
          console.log(`  a11y ${a.page}: ${issue.id} — ${issue.title}`);
          for (const item of issue.items) console.log(`      ${item}`);
        }
      }

      const targets: Target[] = [
        {
          target: `first-screen JS ≤ ${FIRST_SCREEN_BUDGET_KIB} KiB gzip`,
          value: `${bundle.firstTotal} KiB in ${bundle.first.length} files`,
          met: bundle.firstTotal <= FIRST_SCREEN_BUDGET_KIB,
        },
        {
          target: 'no admin or chart code in the first screen',
          value: heavy.length === 0 ? 'none' : heavy.join(', '),
          met: heavy.length === 0,
        },
        ...audits.flatMap((a) => [
          {
            target: `Lighthouse performance ≥ 95 on ${a.page}`,
            value: String(a.performance),
            met: a.performance >= 95,
          },
          {
            target: `Lighthouse accessibility = 100 on ${a.page}`,
            value: String(a.accessibility),
            met: a.accessibility === 100,
          },
        ]),
      ];
      return {
        data: { bundle, lighthouse: audits },
        targets,
        notes: [`Full Lighthouse reports: ${REPORTS_DIR}/*.json`],
      };
    } finally {
      await server?.stop();
      await inbox.close();
      await db.drop();
    }
  },
};

await runIfMain(import.meta, webBenchmark);

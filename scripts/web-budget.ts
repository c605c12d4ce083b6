/**
 * The web app's size budget, read from a build (docs/performance.md, ADR 025): the first
 * screen's JavaScript — what `index.html` loads (its module script and its module preloads) —
 * in gzip KiB, and for every screen the number of JavaScript files it adds on top (from Vite's
 * manifest: the screen's chunk and the chunks it imports statically that the first screen did
 * not load). On a phone every file costs a round trip on one of a few connections, so the
 * count matters as much as the bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WebBudget {
  /** The first screen's JavaScript, gzip -9, in KiB. */
  firstScreenGzipKiB: number;
  /** The most JavaScript files each screen (its route module) may add to the first screen. */
  filesPerScreen: Record<string, number>;
}

export interface ScreenMeasure {
  module: string;
  files: string[];
  gzipKiB: number;
}

export interface WebMeasure {
  firstScreen: { files: string[]; gzipKiB: number };
  screens: ScreenMeasure[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The screens: the route modules the route table imports (apps/web/src/app/routes). */
const SCREEN_MODULE = /^src\/app\/routes\/.+\.tsx$/;

const round = (kib: number) => Math.round(kib * 10) / 10;
const gzipKiB = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The JavaScript files `index.html` loads before anything else: its module script and preloads. */
export function firstScreenFiles(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const address = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && address) files.push(address);
  }
  return [...new Set(files)];
}

function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Reads a build: `dist/index.html`, `dist/.vite/manifest.json` and the files they name. */
export function measureWebBuild(dist: string): WebMeasure {
  const first = firstScreenFiles(readFileSync(join(dist, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const loaded = new Set(first);
  const screens = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && SCREEN_MODULE.test(chunk.src ?? key))
    .map(([key, chunk]) => {
      const files = [...staticClosure(manifest, key)]
        .map((k) => manifest[k]!.file)
        .filter((file) => file.endsWith('.js') && !loaded.has(file));
      return {
        module: chunk.src ?? key,
        files,
        gzipKiB: round(files.reduce((sum, file) => sum + gzipKiB(dist, file), 0)),
      };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
  return {
    firstScreen: {
      files: first,
      gzipKiB: round(first.reduce((sum, file) => sum + gzipKiB(dist, file), 0)),
    },
    screens,
  };
}

/** What exceeds the budget, one sentence each; empty when the build is within it. */
export function budgetOverruns(measure: WebMeasure, budget: WebBudget): string[] {
  const overruns: string[] = [];
  if (measure.firstScreen.gzipKiB > budget.firstScreenGzipKiB) {
    overruns.push(
      `first screen: ${measure.firstScreen.gzipKiB} KiB gzip, over the budget of ${budget.firstScreenGzipKiB} KiB`,
    );
  }
  for (const screen of measure.screens) {
    const allowed = budget.filesPerScreen[screen.module];
    if (allowed === undefined) {
      overruns.push(`${screen.module}: a screen with no file budget (add it to the budget file)`);
    } else if (screen.files.length > allowed) {
      overruns.push(
        `${screen.module}: ${screen.files.length} files, over its budget of ${allowed} (${screen.files.join(', ')})`,
      );
    }
  }
  const measured = new Set(measure.screens.map((screen) => screen.module));
  for (const module of Object.keys(budget.filesPerScreen)) {
    if (!measured.has(module)) overruns.push(`${module}: in the budget but not in the build`);
  }
  return overruns;
}

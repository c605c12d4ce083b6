import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, type Machine } from './machine';
import { waitForPostgres } from './postgres';
import { round } from './stats';
import { printTable } from './table';

/** One target of this capability and whether this run met it (null = not measured). */
export interface Target {
  target: string;
  value: string;
  met: boolean | null;
  /** Why it was missed or not measured. */
  note?: string;
}

export interface BenchResult {
  name: string;
  title: string;
  startedAt: string;
  seconds: number;
  /** 1-minute load average before and after (this machine may be shared). */
  loadAverage: { before: number; after: number };
  /** The figures, as printed. */
  data: unknown;
  targets: Target[];
  notes: string[];
}

/**
 * One benchmark. `sizes.full` is the run whose figures docs/performance.md keeps (environment
 * knobs apply to it); `sizes.smoke` is the tiny run every benchmark makes inside `npm test`
 * (`bench/smoke.test.ts`): a few rows, a second of load, one page. Both run the same code.
 */
export interface Benchmark<Size = unknown> {
  name: string;
  title: string;
  sizes: { full: Size; smoke: Size };
  /**
   * Measures at `size`. Throws when the work measured went wrong (a lost row, an error answer, a
   * page that never showed its data), so the smoke run fails on it; timings and targets are
   * only reported.
   */
  run(size: Size): Promise<Pick<BenchResult, 'data' | 'targets' | 'notes'>>;
}

/** A check of what a benchmark measured (not of its speed): throws with `message` when false. */
export function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`benchmark check failed: ${message}`);
}

export interface LatestResults {
  machine: Machine;
  updatedAt: string;
  results: Record<string, BenchResult>;
}

export const RESULTS_FILE = fileURLToPath(new URL('../results/latest.json', import.meta.url));
const BIOME = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url));

/**
 * Runs a benchmark at its full (or smoke) size, timing it; a crash or a failed check becomes a
 * result with the error as its note, `FAILED: …`.
 */
export async function runBenchmark(
  bench: Benchmark,
  size: keyof Benchmark['sizes'] = 'full',
): Promise<BenchResult> {
  const startedAt = new Date();
  const t0 = performance.now();
  const before = loadavg()[0]!;
  const meta = () => ({
    name: bench.name,
    title: bench.title,
    startedAt: startedAt.toISOString(),
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    loadAverage: { before: round(before, 2), after: round(loadavg()[0]!, 2) },
  });
  console.log(`\n=== ${bench.title} ===`);
  try {
    await waitForPostgres();
    const outcome = await bench.run(bench.sizes[size]);
    return { ...meta(), ...outcome };
  } catch (error) {
    console.error(`${bench.name} failed:`, error);
    return {
      ...meta(),
      data: null,
      targets: [],
      notes: [`FAILED: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

const verdict = (met: boolean | null) => (met === null ? 'reported' : met ? 'met' : 'MISSED');

export function printTargets(results: readonly BenchResult[]): void {
  const rows = results.flatMap((r) =>
    r.targets.map((t) => [r.name, t.target, t.value, verdict(t.met)] as const),
  );
  printTable('Targets — reported, never a pass/fail', ['bench', 'target', 'measured', ''], rows);
  for (const r of results) for (const note of r.notes) console.log(`  [${r.name}] ${note}`);
}

/** Merges these results into bench/results/latest.json (other benchmarks' entries are kept). */
export async function saveResults(results: readonly BenchResult[]): Promise<void> {
  let latest: LatestResults | null = null;
  if (existsSync(RESULTS_FILE)) {
    try {
      latest = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as LatestResults;
    } catch {
      latest = null;
    }
  }
  const merged: LatestResults = {
    machine: await describeMachine(),
    updatedAt: new Date().toISOString(),
    results: { ...latest?.results },
  };
  for (const r of results) merged.results[r.name] = r;
  mkdirSync(resolve(RESULTS_FILE, '..'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
  // In the repository's JSON style, so `npm run lint` stays clean.
  try {
    execFileSync(BIOME, ['format', '--write', RESULTS_FILE], { stdio: 'ignore' });
  } catch {
    // formatting is a nicety
  }
  console.log(`\nResults written to ${RESULTS_FILE}`);
}

/** When the file is run directly (`tsx bench/x.ts`): run it, print its targets, save. */
export async function runIfMain(meta: ImportMeta, bench: Benchmark): Promise<void> {
  const entry = process.argv[1] ? resolve(process.argv[1]) : '';
  if (entry !== fileURLToPath(meta.url)) return;
  const result = await runBenchmark(bench);
  printTargets([result]);
  await saveResults([result]);
}

import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './server';

/** Where the benchmarks build the web app (their own folder: others build apps/web/dist). */
export const BENCH_DIST = process.env.BENCH_WEB_DIST ?? join(tmpdir(), 'bench-dist');

let built: Promise<string> | null = null;

/**
 * `vite build` of apps/web into BENCH_DIST, once per process, with the manifest (to map chunks
 * to route modules) and hidden source maps (to see which modules a chunk holds; "hidden" leaves
 * the JavaScript byte-for-byte what a production build serves).
 */
export function buildWeb(): Promise<string> {
  built ??= (async () => {
    if (process.env.BENCH_SKIP_WEB_BUILD === '1') return BENCH_DIST;
    const vite = join(REPO_ROOT, 'node_modules/.bin/vite');
    const t0 = performance.now();
    execFileSync(
      vite,
      ['build', '--outDir', BENCH_DIST, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden'],
      { cwd: join(REPO_ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
    );
    console.log(`web app built into ${BENCH_DIST} in ${Math.round(performance.now() - t0)} ms`);
    return BENCH_DIST;
  })();
  return built;
}

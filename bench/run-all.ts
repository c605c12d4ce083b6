/**
 * `npm run bench`: every benchmark of this capability in turn, against the local PostgreSQL (each in
 * its own database, dropped at the end). Prints each table, then the targets; writes
 * bench/results/latest.json. Numbers are reported, never turned into a pass/fail (ARCHITECTURE.md, Tests).
 */
import { BENCHMARKS as all } from './benchmarks';
import { type BenchResult, printTargets, runBenchmark, saveResults } from './lib/harness';
import { describeMachine } from './lib/machine';

const only = process.argv.slice(2);
const selected = only.length > 0 ? all.filter((b) => only.includes(b.name)) : all;

const machine = await describeMachine();
console.log(
  `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}, PostgreSQL ${machine.postgres}, ${machine.chromium}`,
);
const t0 = performance.now();
const results: BenchResult[] = [];
for (const bench of selected) {
  const result = await runBenchmark(bench);
  results.push(result);
  await saveResults([result]); // kept even if a later benchmark brings the run down
}
console.log(`\nAll benchmarks: ${Math.round((performance.now() - t0) / 1000)} s`);
printTargets(results);

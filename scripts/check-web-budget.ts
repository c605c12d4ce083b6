/**
 * `npm run check:web-budget`: after `npm run build`, fails when the built web app is over its
 * budget (apps/web/web-budget.json; scripts/web-budget.ts says what is counted). Part of
 * `npm test`. `-- DIST` checks another build folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetOverruns, measureWebBuild, type WebBudget } from './web-budget';

const root = join(import.meta.dirname, '..');
const dist = process.argv[2] ?? join(root, 'apps/web/dist');
const budget = JSON.parse(
  readFileSync(join(root, 'apps/web/web-budget.json'), 'utf8'),
) as WebBudget;

const measure = measureWebBuild(dist);
console.log(
  `First screen: ${measure.firstScreen.gzipKiB} KiB gzip in ${measure.firstScreen.files.length} files (budget ${budget.firstScreenGzipKiB} KiB)`,
);
for (const screen of measure.screens) {
  const allowed = budget.filesPerScreen[screen.module] ?? '—';
  console.log(
    `  ${screen.module.replace('src/app/routes/', '').padEnd(28)} ${String(screen.files.length).padStart(2)} file(s) (budget ${allowed}), ${screen.gzipKiB} KiB`,
  );
}
const overruns = budgetOverruns(measure, budget);
if (overruns.length > 0) {
  console.error(`\nThe web app is over its budget:\n${overruns.map((o) => `- ${o}`).join('\n')}`);
  process.exit(1);
}
console.log('Within budget.');

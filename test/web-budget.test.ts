import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetOverruns, firstScreenFiles, measureWebBuild } from '../scripts/web-budget';

const root = fileURLToPath(new URL('../', import.meta.url));
let dist: string | undefined;

/** A build folder as Vite writes it: index.html, the manifest, the chunks. */
function fakeBuild(files: Record<string, string>, manifest: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-budget-'));
  dist = dir;
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const INDEX = `<html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/first-screen.js">
<link rel="stylesheet" crossorigin href="/assets/first-screen.css">
</head></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_first'] },
  _first: { file: 'assets/first-screen.js' },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing.js',
    src: 'src/app/routes/landing.tsx',
    isDynamicEntry: true,
    imports: ['_first', '_button'],
  },
  _button: { file: 'assets/button.js' },
  'src/features/charts/dialog.tsx': {
    file: 'assets/dialog.js',
    src: 'src/features/charts/dialog.tsx',
    isDynamicEntry: true,
  },
};

/** Text that gzip cannot shrink much: `kib` KiB of random bytes, in base64. */
const incompressible = (kib: number) => randomBytes(kib * 1024).toString('base64');

describe('the web budget check', () => {
  it('reads the first screen from index.html: its module script and preloads, not its CSS', () => {
    expect(firstScreenFiles(INDEX)).toEqual(['assets/index.js', 'assets/first-screen.js']);
  });

  it('counts each screen’s own files, leaving out what the first screen loaded', () => {
    const build = fakeBuild(
      {
        'index.html': INDEX,
        'assets/index.js': 'import "./first-screen.js";',
        'assets/first-screen.js': 'export const a = 1;',
        'assets/landing.js': 'export const b = 2;',
        'assets/button.js': 'export const c = 3;',
        'assets/dialog.js': 'export const d = 4;',
      },
      MANIFEST,
    );
    const measure = measureWebBuild(build);
    expect(measure.firstScreen.files).toEqual(['assets/index.js', 'assets/first-screen.js']);
    expect(measure.screens.map((s) => [s.module, s.files])).toEqual([
      ['src/app/routes/landing.tsx', ['assets/landing.js', 'assets/button.js']],
    ]);
    const budget = { firstScreenGzipKiB: 110, filesPerScreen: { 'src/app/routes/landing.tsx': 2 } };
    expect(budgetOverruns(measure, budget)).toEqual([]);
  });

  it('fails a first screen over its KiB, a screen over its files, and a screen with no budget', () => {
    const build = fakeBuild(
      {
        'index.html': INDEX,
        'assets/index.js': '',
        'assets/first-screen.js': incompressible(4),
        'assets/landing.js': '',
        'assets/button.js': '',
        'assets/dialog.js': '',
      },
      {
        ...MANIFEST,
        'src/app/routes/new.tsx': {
          file: 'assets/dialog.js',
          src: 'src/app/routes/new.tsx',
          isDynamicEntry: true,
        },
      },
    );
    const overruns = budgetOverruns(measureWebBuild(build), {
      firstScreenGzipKiB: 2,
      filesPerScreen: { 'src/app/routes/landing.tsx': 1, 'src/app/routes/gone.tsx': 1 },
    });
    expect(overruns).toHaveLength(4);
    expect(overruns[0]).toMatch(/^first screen: [\d.]+ KiB gzip, over the budget of 2 KiB$/);
    expect(overruns[1]).toMatch(/^src\/app\/routes\/landing.tsx: 2 files, over its budget of 1/);
    expect(overruns[2]).toMatch(/^src\/app\/routes\/new.tsx: a screen with no file budget/);
    expect(overruns[3]).toBe('src/app/routes/gone.tsx: in the budget but not in the build');
  });
});

describe('the experimental Rolldown option', () => {
  it('is used only with an exact vite version (ADR 025)', () => {
    const config = readFileSync(join(root, 'apps/web/vite.config.ts'), 'utf8');
    const pkg = JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    if (config.includes('experimental')) {
      expect(pkg.devDependencies.vite).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Conventions the linter cannot see on its own. Biome (biome.json) refuses every `@/features/...`
 * and `@/app/...` import inside a feature (a feature imports its own files by relative path), but
 * it cannot resolve relative paths; these tests check the fence is there and close that gap, and
 * keep the repository free of references to documents it does not contain.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const webSrc = join(root, 'apps/web/src');
const featuresDir = join(webSrc, 'features');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const sourceFiles = (dir: string) => walk(dir).filter((path) => /\.(ts|tsx)$/.test(path));
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

describe('web feature boundaries', () => {
  const features = readdirSync(featuresDir).filter((name) =>
    statSync(join(featuresDir, name)).isDirectory(),
  );

  it('biome.json fences every feature folder: no feature imports another feature or app/', () => {
    type Override = {
      includes?: string[];
      linter?: {
        rules?: {
          style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } };
        };
      };
    };
    const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      overrides?: Override[];
    };
    const fence = (biome.overrides ?? []).find((o) =>
      o.includes?.includes('apps/web/src/features/**'),
    );
    const forbidden = (
      fence?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []
    ).flatMap((p) => p.group);
    expect(forbidden).toEqual(expect.arrayContaining(['@/features/**', '@/app/**']));
    // No exception for any feature: each imports its own files by relative path.
    expect(forbidden.filter((g) => g.startsWith('!'))).toEqual([]);
    expect(features.length).toBeGreaterThan(0);
  });

  it('no relative import leaves its feature or reaches a feature from a shared folder', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(webSrc)) {
      const fromFeature = relative(featuresDir, file).split('/')[0];
      const inFeature = !relative(featuresDir, file).startsWith('..');
      const inShared = /^(components|lib|config|content|testing)\//.test(relative(webSrc, file));
      if (!inFeature && !inShared) continue;
      for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
        const target = resolve(dirname(file), specifier);
        const toFeatures = relative(featuresDir, target);
        const targetFeature = toFeatures.startsWith('..') ? null : toFeatures.split('/')[0];
        if (inFeature ? targetFeature !== fromFeature : targetFeature !== null)
          offenders.push(`${relative(root, file)} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

/**
 * Every text file of the repository (tracked, or new and not ignored), except the recorded output
 * of benchmark runs and the generated native projects.
 */
function repositoryTextFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    listed = walk(root).map((path) => relative(root, path));
  }
  return listed.filter((path) => {
    if (/^(bench\/results|apps\/native\/(android|ios))\//.test(path)) return false;
    if (!existsSync(join(root, path))) return false;
    return !readFileSync(join(root, path)).includes(0);
  });
}

/** A reference to a document the repository does not contain, in any letter case. */
const outsideDocument =
  /\b(?:spec|brief)\b\s*§|\b(?:spec|brief|style|outside-artefacts)\.md\b|\bissue\s*#\s*\d+/i;
/** An absolute path of one machine: a home, a workspace, a temporary folder. */
const machinePath =
  /(?<![\w.~/-])\/(?:work|home|tmp|root|users|mnt|var\/folders)\/|\b[a-z]:\\users\\/i;

describe('the repository stands alone', () => {
  const files = repositoryTextFiles();

  it('cites no outside document (specification, brief, issue numbers) in code or docs', () => {
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((f) =>
      outsideDocument.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('names no absolute path of a particular machine', () => {
    const offenders = files.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (machinePath.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('a source file over 300 lines says at its top why it is one file', () => {
    const longWithoutReason = files
      .filter(
        (f) =>
          /^(apps|packages)\/.*\.tsx?$/.test(f) && !/(\.test\.tsx?|\/test\/|\/stress\/)/.test(f),
      )
      .filter((f) => {
        const lines = readFileSync(join(root, f), 'utf8').split('\n');
        return (
          lines.length > 301 && !/longer than 300 lines|one file/i.test(lines.slice(0, 3).join(' '))
        );
      });
    expect(longWithoutReason).toEqual([]);
  });

  it('every ADR has a Date and a Status, and a superseded one names its successor', () => {
    const dir = join(root, 'docs/decisions');
    const records = readdirSync(dir).filter((n) => /^\d{3}-.+\.md$/.test(n));
    const statusOf = (name: string) =>
      /^Status: (.+)$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1]?.trim() ?? '';
    for (const name of records) {
      const text = readFileSync(join(dir, name), 'utf8');
      expect(text, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
      expect(statusOf(name), name).toMatch(/^(Accepted|Proposed|Superseded by \d{3})/);
      const successor = /^Superseded by (\d{3})/.exec(statusOf(name))?.[1];
      if (!successor) continue;
      const successorFile = records.find((n) => n.startsWith(`${successor}-`));
      expect(successorFile, `${name} is superseded by an ADR that exists`).toBeDefined();
      expect(statusOf(successorFile ?? ''), `${successorFile} says what it supersedes`).toContain(
        `supersedes ${name.slice(0, 3)}`,
      );
    }
  });

  it('docs/decisions/README.md lists every ADR with its status', () => {
    const dir = join(root, 'docs/decisions');
    const rows = readFileSync(join(dir, 'README.md'), 'utf8').split('\n');
    for (const name of readdirSync(dir).filter((n) => /^\d{3}-.+\.md$/.test(n))) {
      const row = rows.find((line) => line.startsWith('|') && line.includes(`(${name})`));
      expect(row, `docs/decisions/README.md lists ${name}`).toBeDefined();
      const status = /^Status: (Accepted|Proposed|Superseded by \d{3})/m.exec(
        readFileSync(join(dir, name), 'utf8'),
      )?.[1];
      expect(row, `the index gives ${name}'s status`).toContain(status ?? 'a status');
    }
  });

  it('every page of docs/product is listed in its index', () => {
    const dir = join(root, 'docs/product');
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.md') && n !== 'README.md'))
      expect(index, `docs/product/README.md lists ${name}`).toContain(`(${name})`);
  });
});

describe('benchmarks', () => {
  it('every benchmark of bench/ is in bench/benchmarks.ts, so `npm test` runs its smoke size', () => {
    const list = readFileSync(join(root, 'bench/benchmarks.ts'), 'utf8');
    const declared = readdirSync(join(root, 'bench'))
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => [
        ...readFileSync(join(root, 'bench', name), 'utf8').matchAll(
          /export const (\w+): Benchmark\b/g,
        ),
      ])
      .map((match) => match[1]!);
    expect(declared.length).toBeGreaterThan(5);
    for (const name of declared) expect(list, `bench/benchmarks.ts lists ${name}`).toContain(name);
  });
});

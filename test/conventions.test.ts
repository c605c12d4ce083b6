import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Conventions the linter cannot see on its own. Biome (biome.json) refuses cross-feature imports
 * through the `@/features/...` alias, but only for the feature folders it has an override for, and
 * it cannot resolve relative paths; these tests close both gaps, and keep the repository free of
 * references to documents it does not contain.
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

  it('every feature folder has its import fence in biome.json', () => {
    const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      overrides?: { includes?: string[] }[];
    };
    const fenced = new Set((biome.overrides ?? []).flatMap((o) => o.includes ?? []));
    for (const feature of features)
      expect(fenced, `biome.json override for features/${feature}`).toContain(
        `apps/web/src/features/${feature}/**`,
      );
  });

  it('no relative import leaves its feature or reaches a feature from a shared folder', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(webSrc)) {
      const fromFeature = relative(featuresDir, file).split('/')[0];
      const inFeature = !relative(featuresDir, file).startsWith('..');
      const inShared = /^(components|lib|config)\//.test(relative(webSrc, file));
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

describe('the repository stands alone', () => {
  it('cites no outside document (specification, brief, issue numbers) in code or docs', () => {
    const dirs = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'packages', 'e2e', 'bench']
      .map((d) => join(root, d))
      .concat([join(root, 'docs')]);
    const files = dirs
      .flatMap(walk)
      .filter((f) => /\.(ts|tsx|md|mjs)$/.test(f) && !f.includes('reference-data'));
    const offenders = files.filter((f) =>
      /\b(?:documented|BRIEF)\b\s*§|\bissue #\d+/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('every ADR has a Date and a Status, and a superseded one names its successor', () => {
    const dir = join(root, 'docs/decisions');
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
      const text = readFileSync(join(dir, name), 'utf8');
      expect(text, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
      const status = /^Status: (.+)$/m.exec(text)?.[1] ?? '';
      expect(status, name).toMatch(/^(Accepted|Proposed|Superseded by \d{3})/);
    }
  });

  it('every page of docs/product is listed in its index', () => {
    const dir = join(root, 'docs/product');
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.md') && n !== 'README.md'))
      expect(index, `docs/product/README.md lists ${name}`).toContain(`(${name})`);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('README', () => {
  const readme = read('README.md');
  const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);

  it('starts with the two commands a newcomer runs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const script of named)
      expect(scripts, `README names "npm run ${script}"`).toContain(script);
  });

  it('documents every configuration variable the server reads', () => {
    const config = read('apps/server/src/config.ts');
    const envSchemaBlock = config.slice(
      config.indexOf('const envSchema'),
      config.indexOf('export interface AppConfig'),
    );
    const variables = [...envSchemaBlock.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(10);
    for (const variable of variables)
      expect(readme, `README documents ${variable}`).toContain(`\`${variable}\``);
  });
});

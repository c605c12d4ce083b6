// Compiles the server into apps/server/dist for production: one ES module bundle of our own code
// (the shared domain package included, since it ships TypeScript), with every npm dependency left
// as an import so Node loads it from node_modules. Files the server reads at run time — the SQL
// migrations and the reference data — are copied to where the bundle looks for them (paths are
// resolved relative to the module's own URL, and the bundle is one module at dist/server.js).
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(serverDir, 'dist');
const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@gamespeed/'),
);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(serverDir, 'src/server.ts')],
  outfile: join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    // Bundled CommonJS helpers may call require(); give the ES module one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

cpSync(join(serverDir, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
const referenceData = join(serverDir, 'src/db/reference-data');
for (const name of readdirSync(referenceData).filter((n) => !n.endsWith('.ts')))
  cpSync(join(referenceData, name), join(dist, name));
console.log(`server built into ${dist}`);

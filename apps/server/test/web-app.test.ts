import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';

const INDEX = '<!doctype html><title>GameSpeed</title>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A built web app with the .br/.gz copies the web build writes (apps/web/vite.config.ts). */
function distWithCompressedCopies(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'assets/app-1.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(SCRIPT));
  return dist;
}

describe('web app: precompressed files', () => {
  it('sends the gzip copy of an asset to a browser that accepts gzip, still cached for a year', async () => {
    const app = await buildTestApp({ webDistDir: distWithCompressedCopies() });
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const app = await buildTestApp({ webDistDir: distWithCompressedCopies() });
    const res = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('sends the brotli copy of index.html for an app route (SPA fallback)', async () => {
    const app = await buildTestApp({ webDistDir: distWithCompressedCopies() });
    const res = await app.inject({
      method: 'GET',
      url: '/athlete/dashboard',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(INDEX);
  });
});

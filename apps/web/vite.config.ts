import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  contentSecurityDirectives,
  serializeCsp,
} from '../../packages/domain/src/content-security';
import { keyByAccount, unlessNoStore } from './src/service-worker/api-cache';

/**
 * Writes the app's Content-Security-Policy into index.html as a `<meta>` (docs/product/content.md):
 * the native shell serves the build from its own origin, where no server header reaches, so the
 * policy travels with the page. `VITE_API_URL` (the native build's API) is the one other origin
 * it may call. The web app served by the server gets the same policy as a header as well.
 */
function contentSecurityMeta(): Plugin {
  let apiOrigin: string | null = null;
  return {
    name: 'gamespeed:content-security',
    apply: 'build',
    configResolved(config) {
      apiOrigin = config.env.VITE_API_URL || null;
    },
    transformIndexHtml(html) {
      const policy = serializeCsp(contentSecurityDirectives({ apiOrigin }));
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
  };
}

/** The web app manifest's address (vite-plugin-pwa's default file name). */
const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Takes the manifest's `<link>` out of index.html: the app adds it once the first screen has
 * settled (`src/lib/pwa.ts`), with the service worker. In the page it makes the browser fetch
 * the manifest and its icon while the first screen's code is still on its way, on two of the
 * six connections a phone's browser opens.
 */
function manifestLinkLater(): Plugin {
  return {
    name: 'gamespeed:manifest-link-later',
    apply: 'build',
    // After vite-plugin-pwa has put the link in.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const link = `<link rel="manifest" href="${MANIFEST_HREF}">`;
        if (page?.type !== 'asset' || !String(page.source).includes(link)) {
          throw new Error(`index.html has no ${link} to move`);
        }
        page.source = String(page.source).replace(link, '');
      },
    },
  };
}

/** Where API answers are kept for offline reads; emptied when a session ends or starts (src/lib/pwa.ts). */
const API_CACHE_NAME = 'gamespeed-api';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br and a .gz copy next to each text file of the build (1 KiB or more). The server
 * sends the copy the browser accepts (@fastify/static `preCompressed`): about a third of the
 * bytes on the wire, and no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'gamespeed:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(dir, file));
          if (data.length < 1024) return;
          const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
          await writeFile(join(dir, `${file}.br`), await brotli(data, quality));
          await writeFile(join(dir, `${file}.gz`), await gz(data, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The installable app (docs/product/results.md "Offline"; ADR 020, ADR 027): Workbox precaches
 * the app shell, and API reads are answered from the network first, from the last answer seen
 * for the same account when there is no connection. Live updates (`/api/events`), writes and
 * `no-store` answers never touch the cache; the cache is emptied whenever a session ends or
 * starts on the device (src/lib/pwa.ts).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: null,
  manifest: {
    name: 'GameSpeed',
    short_name: 'GameSpeed',
    description: 'Speed and power training for football athletes.',
    theme_color: '#000000',
    background_color: '#000000',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-512-maskable.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          url.pathname !== '/api/events',
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE_NAME,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [{ cacheKeyWillBeUsed: keyByAccount, cacheWillUpdate: unlessNoStore }],
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, manifestLinkLater(), contentSecurityMeta(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
        changeOrigin: false,
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // `.vite/manifest.json`: the budget check after the build (`npm run check:web-budget`)
    // reads which files each screen loads from it.
    manifest: true,
    rolldownOptions: {
      // Required by the inlining below; nothing imports the app's entry.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The modules the entry loads statically, in one chunk: one request for the first screen.
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
          // The small chunks that screens share (a button, an icon, a hook) are copied into each
          // screen's chunk instead of being fetched one by one: the dashboard in 5 files instead
          // of 32. On a phone's connection each file costs a round trip on one of six
          // connections, and the screen's data requests queue behind them. ADR 028.
          // Experimental in Rolldown: `vite` is pinned to an exact version while it is used, and
          // `npm run check:web-budget` fails the build's test when the screens' file counts or
          // the first screen grow (ADR 025 says when this option can go).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});

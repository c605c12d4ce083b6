import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
  build: { target: 'es2022', sourcemap: false },
});

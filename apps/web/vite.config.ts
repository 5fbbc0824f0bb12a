import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { moduleMap } from './build/module-map.ts';

/**
 * The API server answers every page path (/login, old screens) with index.html; the Vite dev server only serves
 * under its base. This rewrite gives `npm run dev -w apps/web` the same behaviour.
 */
function serveAppOutsideBase(): Plugin {
  return {
    name: 'serve-app-outside-base',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/';
        const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        if (wantsPage && !url.startsWith('/v2/') && !url.startsWith('/api/') && !url.startsWith('/@')) {
          request.url = '/v2/';
        }
        next();
      });
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, compressed once at the highest levels, so
 * the server sends them as they are instead of compressing on every request. A variant that saves nothing is
 * left out and the file goes out as it is.
 */
function preCompress(): Plugin {
  let outDir = '';
  return {
    name: 'pre-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ],
            ['.gz', await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
          ];
          for (const [extension, compressed] of variants) {
            if (compressed.length < content.length) fs.writeFileSync(file + extension, compressed);
          }
        }),
      );
    },
  };
}

/**
 * Source maps publish the app's sources next to it, so production builds leave them out unless WEB_SOURCEMAP asks:
 * `true` (maps linked from the scripts) or `hidden` (maps written but not linked, for an error tracker).
 */
function sourcemapSetting(): boolean | 'hidden' {
  const value = process.env.WEB_SOURCEMAP ?? 'false';
  if (value === 'hidden') return 'hidden';
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`WEB_SOURCEMAP must be true, hidden or false, not "${value}"`);
}

// Served by the API server under /v2/ (docs/architecture.md); /login is the same app at another path.
export default defineConfig({
  base: '/v2/',
  plugins: [react(), serveAppOutsideBase(), preCompress(), moduleMap()],
  // The manifest (with module-map's list of which chunk holds each module) tells the size check and the load
  // benchmark which files a page loads first.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: sourcemapSetting(),
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Chunks grouped by route (decision 0145): the sign-in page's modules stay in the entry, the rest are named by
    // the routes that use them. A grouped module keeps its imports in their own groups rather than pulling them in.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'entry-deps', tags: ['$initial'], priority: 10 },
            { name: chunkGroups(path.resolve(import.meta.dirname, 'src')).name },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

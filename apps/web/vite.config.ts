import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// Served by the API server under /v2/ (ARCHITECTURE §4); /login is the same app at another path.
export default defineConfig({
  base: '/v2/',
  plugins: [react(), serveAppOutsideBase()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-context.js';

/** The built single-page app is served under /v2/ and /login; the API keeps its JSON answers. */
describe('web app serving', () => {
  let dist: string;
  const html = { accept: 'text/html,application/xhtml+xml' };
  const indexHtml = `<!doctype html><title>Back Office</title>${'<link rel="modulepreload">'.repeat(40)}`;
  const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `'row ${i}'`).join(',')}];`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    // What the build writes: compressed variants beside the files.
    for (const [file, content] of [
      ['assets/index-Ab12Cd34.js', script],
      ['index.html', indexHtml],
    ] as const) {
      fs.writeFileSync(path.join(dist, file), content);
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
    }
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  const context = useTestApp({ env: () => ({ WEB_DIST_DIR: dist }) });

  it.each(['/v2/', '/v2', '/login', '/v2/library/discounts', '/reports/sales/summary'])(
    'answers the page %s with the app',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Back Office</title>');
    },
  );

  it('keeps a printable invoice page out of search engines and referrers, and no other page', async () => {
    const print = await context.app.inject({
      method: 'GET',
      url: '/v2/reports/invoices/print/AbCdEf0123456789',
      headers: html,
    });
    expect(print.statusCode).toBe(200);
    expect(print.body).toContain('<title>Back Office</title>');
    expect(print.headers['x-robots-tag']).toBe('noindex');
    expect(print.headers['referrer-policy']).toBe('no-referrer');
    const other = await context.app.inject({ method: 'GET', url: '/v2/library/discounts', headers: html });
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves built assets and 404s missing ones in the error shape', async () => {
    const asset = await context.app.inject({ method: 'GET', url: '/v2/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await context.app.inject({ method: 'GET', url: '/v2/assets/gone.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('sends / to the app and keeps unknown API paths as JSON', async () => {
    const root = await context.app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/v2/');
    const api = await context.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  describe('compression and caching', () => {
    const scriptUrl = '/v2/assets/index-Ab12Cd34.js';

    it('sends brotli to a browser that accepts it, decoding to the built file', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: scriptUrl,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(script.length / 4);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    });

    it('sends gzip when brotli is not accepted', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: scriptUrl,
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
    });

    it('sends the file as it is when no encoding is accepted', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
        const response = await context.app.inject({ method: 'GET', url: scriptUrl, headers });
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).toBe(script);
      }
    });

    it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
      const asset = await context.app.inject({ method: 'GET', url: scriptUrl });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/v2/index.html', '/v2/favicon.svg']) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it.each(['/v2/', '/login', '/v2/library/discounts'])(
      'sends the page %s compressed and never cached unrevalidated',
      async (url) => {
        const response = await context.app.inject({
          method: 'GET',
          url,
          headers: { ...html, 'accept-encoding': 'br' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
      },
    );

    it('does not serve the compressed variants as files of their own', async () => {
      const response = await context.app.inject({ method: 'GET', url: `${scriptUrl}.br` });
      expect(response.statusCode).toBe(404);
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createTestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

/** The built single-page app is served under /v2/ and /login; the API keeps its JSON answers. */
describe('web app serving', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Back Office</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    database = await createTestDatabase();
    app = await createTestApp(database, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/v2/', '/v2', '/login', '/v2/library/discounts', '/reports/sales/summary'])(
    'answers the page %s with the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Back Office</title>');
    },
  );

  it('serves built assets and 404s missing ones in the error shape', async () => {
    const asset = await app.inject({ method: 'GET', url: '/v2/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await app.inject({ method: 'GET', url: '/v2/assets/gone.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('sends / to the app and keeps unknown API paths as JSON', async () => {
    const root = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/v2/');
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

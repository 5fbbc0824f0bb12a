import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test-database.js';
import { useTestApp } from './test-context.js';

describe('platform', () => {
  const context = useTestApp();

  it('reports health and which database it runs on', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: testDatabaseKind });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/nope', errors: [] });
  });

  it('sends security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });
});

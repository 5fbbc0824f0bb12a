import { defineEndpoint } from '@backoffice/contracts/common/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/platform/errors/app-error.js';
import { registerErrorHandling } from '../src/platform/errors/error-handler.js';
import { routeEndpoint } from '../src/platform/http/endpoint-route.js';
import { decodeCursor, encodeCursor } from '../src/platform/http/keyset-cursor.js';

/** The route helper on its own: a bare Fastify with the app's compilers and error handler, no database. */
const renameThing = defineEndpoint({
  method: 'PUT',
  path: '/things/:thingId',
  summary: 'Rename a thing',
  params: z.object({ thingId: z.coerce.number().int() }),
  query: z.object({ dry: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ name: z.string().trim().min(1) }),
  status: 201,
  response: z.object({ id: z.number(), name: z.string(), dry: z.boolean() }),
  errors: [400, 404],
});
const removeThing = defineEndpoint({
  method: 'DELETE',
  path: '/things/:thingId',
  summary: 'Remove a thing',
  params: z.object({ thingId: z.coerce.number().int() }),
  status: 204,
  response: z.null(),
  errors: [404],
});

describe('routeEndpoint: a route registered from its contract endpoint', () => {
  let app: FastifyInstance;
  const schemas = new Map<string, { response?: Record<number, unknown> }>();
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.addHook('onRoute', (route) => {
      schemas.set(
        `${String(route.method)} ${route.url}`,
        route.schema as { response?: Record<number, unknown> },
      );
    });
    const options = { tags: ['things'], config: {} };
    routeEndpoint(app, renameThing, options, (request) => {
      if (request.params.thingId === 404) throw AppError.notFound();
      return { id: request.params.thingId, name: request.body.name, dry: request.query.dry === 'yes' };
    });
    routeEndpoint(app, removeThing, options, () => null);
    await app.ready();
  });
  afterAll(() => app.close());

  it('validates and types the inputs and answers with the declared success status', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/things/7?dry=yes',
      payload: { name: ' Cup ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 7, name: 'Cup', dry: true });

    const invalid = await app.inject({ method: 'PUT', url: '/things/7', payload: { name: '  ' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'body.name' }] });

    const missing = await app.inject({ method: 'PUT', url: '/things/404', payload: { name: 'Cup' } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 204 with no body', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/things/7' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('documents the success response and one error response per declared status', () => {
    expect(Object.keys(schemas.get('PUT /things/:thingId')?.response ?? {}).sort()).toEqual([
      '201',
      '400',
      '404',
    ]);
    expect(Object.keys(schemas.get('DELETE /things/:thingId')?.response ?? {}).sort()).toEqual([
      '204',
      '404',
    ]);
  });
});

describe('keyset cursor: one encoding for every list', () => {
  const position = z.object({ k: z.string() });

  it('reads back what it wrote, and no cursor is the first page', () => {
    expect(decodeCursor(encodeCursor({ k: 'diskon member' }), position)).toEqual({ k: 'diskon member' });
    expect(decodeCursor(undefined, position)).toBeUndefined();
    expect(decodeCursor('', position)).toBeUndefined();
  });

  it('refuses a cursor that is not one of ours as a 400 on the cursor field', () => {
    for (const cursor of ['not-base64-json', encodeCursor({ other: 1 })]) {
      let caught: unknown;
      try {
        decodeCursor(cursor, position);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(caught).toMatchObject({ status: 400, errors: [{ field: 'querystring.cursor' }] });
    }
  });
});

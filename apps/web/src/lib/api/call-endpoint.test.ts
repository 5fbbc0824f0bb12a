import { defineEndpoint } from '@backoffice/contracts/common/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { writeTokens } from '../session/token-store';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';

const renameThing = defineEndpoint({
  method: 'PUT',
  path: '/things/:thingId',
  summary: 'Rename a thing',
  params: z.object({ thingId: z.coerce.number().int() }),
  query: z.object({ dry: z.enum(['yes', 'no']).optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number(), name: z.string() }),
  errors: [400],
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

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 15 * 60,
    authType: 'email',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('callEndpoint', () => {
  it('sends the contract method to /api + path with the parameters, query and body filled in', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 7, name: 'Cup' }));
    const result = await callEndpoint(renameThing, {
      params: { thingId: 7 },
      query: { dry: 'yes' },
      body: { name: 'Cup' },
    });
    expect(result).toEqual({ id: 7, name: 'Cup' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/7?dry=yes');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ name: 'Cup' }));
  });

  it('parses the response with the contract schema: a response that does not match is an error', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'seven' }));
    await expect(
      callEndpoint(renameThing, { params: { thingId: 7 }, query: {}, body: { name: 'Cup' } }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('resolves a 204 without parsing a body, and turns an error answer into ApiError', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callEndpoint(removeThing, { params: { thingId: 7 } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/7');

    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'NOT_FOUND', message: 'Not found', errors: [] }, { status: 404 }),
    );
    const error = await callEndpoint(removeThing, { params: { thingId: 8 } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

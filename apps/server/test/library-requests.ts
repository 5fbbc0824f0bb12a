import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './identity-fixtures.js';

type Body = Record<string, unknown>;
type Query = Record<string, string | number | undefined>;

/** A JSON call to `/api<url>` as the holder of `token`, the raw response back. */
function caller(app: FastifyInstance) {
  return (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Body,
    query?: Query,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
      ...(query
        ? {
            query: Object.fromEntries(
              Object.entries(query)
                .filter(([, value]) => value !== undefined)
                .map(([key, value]) => [key, String(value)]),
            ),
          }
        : {}),
    });
}

/** The category endpoints as a test calls them. */
export function categoryRequests(app: FastifyInstance) {
  const call = caller(app);
  return {
    list: (token: string, query: Query = {}) => call(token, 'GET', '/v1/categories', undefined, query),
    get: (token: string, id: number) => call(token, 'GET', `/v1/categories/${id}`),
    create: (token: string, body: Body) => call(token, 'POST', '/v1/categories', body),
    update: (token: string, id: number, body: Body) => call(token, 'PUT', `/v1/categories/${id}`, body),
    remove: (token: string, id: number) => call(token, 'DELETE', `/v1/categories/${id}`),
    bulkDelete: (token: string, ids: number[]) => call(token, 'DELETE', '/v1/categories', { ids }),
  };
}

/** The sales type endpoints as a test calls them. */
export function salesTypeRequests(app: FastifyInstance) {
  const call = caller(app);
  const base = '/library/v1/sales-type';
  return {
    list: (token: string, query: Query = {}) => call(token, 'GET', base, undefined, query),
    all: (token: string) => call(token, 'GET', `${base}/all-outlet`),
    get: (token: string, id: number) => call(token, 'GET', `${base}/${id}`),
    create: (token: string, body: Body) => call(token, 'POST', base, body),
    update: (token: string, id: number, body: Body) => call(token, 'PUT', `${base}/${id}`, body),
    state: (token: string, id: number, isActive: boolean) =>
      call(token, 'PUT', `${base}/manage-state/${id}`, { is_active: isActive }),
    deletable: (token: string, id: number) => call(token, 'GET', `${base}/check-deletable/${id}`),
    remove: (token: string, id: number) => call(token, 'DELETE', `${base}/${id}`),
  };
}

export function errorOf(response: LightMyRequestResponse): ErrorResponse {
  return response.json<ErrorResponse>();
}

/** The id of a created row, failing loudly when the create did not succeed. */
export function createdId(response: LightMyRequestResponse): number {
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

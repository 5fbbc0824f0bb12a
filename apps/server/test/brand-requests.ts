import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import { itemOutlets, items } from '../src/db/schema/index.js';
import { bearer } from './identity-fixtures.js';

type Body = Record<string, unknown>;
type Query = Record<string, string | number | boolean | undefined>;

/** The brand and principal endpoints as a test calls them: one function per endpoint, the raw response back. */
export function brandRequests(app: FastifyInstance) {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Body,
    query?: Query,
  ) =>
    app.inject({
      method,
      url: `/api/inventory/v1${url}`,
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
  return {
    list: (token: string, outlet: number, query: Query = {}) =>
      call(token, 'GET', `/brands/outlets/${outlet}`, undefined, query),
    create: (token: string, outlet: number, body: Body) =>
      call(token, 'POST', `/brands/outlets/${outlet}`, body),
    createAtAll: (token: string, outlet: number, body: Body) =>
      call(token, 'POST', `/brands/outlets/${outlet}/all`, body),
    get: (token: string, brand: number, outlet: number) =>
      call(token, 'GET', `/brands/${brand}/outlets/${outlet}`),
    update: (token: string, brand: number, outlet: number, body: Body) =>
      call(token, 'PUT', `/brands/${brand}/outlets/${outlet}`, body),
    remove: (token: string, brand: number, outlet: number, body: Body = { is_saved_to_all_outlets: false }) =>
      call(token, 'DELETE', `/brands/${brand}/outlets/${outlet}`, body),
    principals: (token: string, query: Query) => call(token, 'GET', '/principals', undefined, query),
    createPrincipal: (token: string, body: Body) => call(token, 'POST', '/principals', body),
    getPrincipal: (token: string, id: number, outlet: number) =>
      call(token, 'GET', `/principals/${id}`, undefined, { outlet_id: outlet }),
    updatePrincipal: (token: string, id: number, body: Body) => call(token, 'PUT', `/principals/${id}`, body),
    removePrincipal: (token: string, id: number, body: Body) =>
      call(token, 'DELETE', `/principals/${id}`, body),
    bulkDelete: (token: string, body: Body) => call(token, 'DELETE', '/principals/bulk', body),
    bulkMove: (token: string, body: Body) => call(token, 'PUT', '/principals/bulk', body),
  };
}

export function errorOf(response: LightMyRequestResponse): ErrorResponse {
  return response.json<ErrorResponse>();
}

/** The id of a created brand or principal, failing loudly when the create did not succeed. */
export function createdId(response: LightMyRequestResponse): number {
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Items of a brand, sold at the given outlets, written straight into the catalogue. */
export async function insertItems(
  db: Database,
  businessId: number,
  brandId: number | null,
  names: string[],
  outletIds: number[],
): Promise<number[]> {
  const rows = await db
    .insert(items)
    .values(names.map((name) => ({ businessId, brandId, name })))
    .returning({ id: items.id });
  const ids = rows.map((row) => row.id);
  if (outletIds.length) {
    await db
      .insert(itemOutlets)
      .values(ids.flatMap((itemId) => outletIds.map((outletId) => ({ businessId, itemId, outletId }))));
  }
  return ids;
}

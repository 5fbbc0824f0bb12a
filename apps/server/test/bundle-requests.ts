import type {
  Bundle,
  ListBundlesQuery,
  ListBundlesResponse,
  ListBundleVariantsQuery,
  SaveBundleRequest,
} from '@backoffice/contracts/bundle-packages';
import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import { items, itemVariants } from '../src/db/schema/index.js';
import { bearer } from './identity-fixtures.js';

const BASE = '/api/library/v1/bundle-packages';

/** The bundle endpoints as a test calls them: one function per endpoint, the raw response back. */
export function bundleRequests(app: FastifyInstance) {
  const query = (values: object) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  return {
    list: (token: string, params: ListBundlesQuery = {}) =>
      app.inject({ method: 'GET', url: BASE, query: query(params), headers: bearer(token) }),
    variants: (token: string, params: ListBundleVariantsQuery = {}) =>
      app.inject({ method: 'GET', url: `${BASE}/variants`, query: query(params), headers: bearer(token) }),
    get: (token: string, id: number | string) =>
      app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: bearer(token) }),
    create: (token: string, body: SaveBundleRequest | Record<string, unknown>) =>
      app.inject({ method: 'POST', url: BASE, payload: body, headers: bearer(token) }),
    update: (token: string, id: number | string, body: SaveBundleRequest | Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: body, headers: bearer(token) }),
    remove: (token: string, id: number | string) =>
      app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(token) }),
  };
}

export const bundleOf = (response: LightMyRequestResponse) => response.json<Bundle>();
export const bundlePageOf = (response: LightMyRequestResponse) => response.json<ListBundlesResponse>();
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorResponse>();

/** A plain item with one variant per price (the first unnamed when there is one), written straight to the tables. */
export async function seedItem(
  db: Database,
  businessId: number,
  name: string,
  variants: { name?: string; price: number; sku?: string }[],
): Promise<{ itemId: number; variantIds: number[] }> {
  const [item] = await db.insert(items).values({ businessId, name }).returning({ id: items.id });
  const rows = await db
    .insert(itemVariants)
    .values(
      variants.map((variant, position) => ({
        businessId,
        itemId: item!.id,
        name: variant.name ?? '',
        price: variant.price,
        sku: variant.sku ?? null,
        position,
      })),
    )
    .returning({ id: itemVariants.id });
  return { itemId: item!.id, variantIds: rows.map((row) => row.id) };
}

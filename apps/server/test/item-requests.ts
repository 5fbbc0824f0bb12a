import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type {
  Item,
  ItemRow,
  ListItemsQuery,
  ListItemsResponse,
  SaveItemRequest,
} from '@backoffice/contracts/items';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import { categories, modifiers, salesTypes, taxes } from '../src/db/schema/index.js';
import { bearer } from './identity-fixtures.js';

/** The item endpoints as a test calls them: one function per endpoint, the raw response back. */
export function itemRequests(app: FastifyInstance) {
  const query = (values: object) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    list: (token: string, params: ListItemsQuery = {}) =>
      app.inject({ method: 'GET', url: '/api/v1/items', query: query(params), headers: bearer(token) }),
    choices: (token: string) => send('GET', '/api/v1/items/choices', token),
    get: (token: string, id: number) => send('GET', `/api/v1/items/${id}`, token),
    create: (token: string, body: SaveItemRequest | Record<string, unknown>) =>
      send('POST', '/api/v3/items/create_all_outlet', token, body),
    validate: (token: string, body: SaveItemRequest | Record<string, unknown>) =>
      send('POST', '/api/v3/items/validate_create_all_outlet', token, body),
    update: (token: string, id: number, body: SaveItemRequest | Record<string, unknown>) =>
      send('PUT', `/api/v1/items/${id}`, token, body),
    remove: (token: string, id: number) => send('DELETE', `/api/v1/items/${id}`, token),
    bulkDelete: (token: string, body: object) => send('POST', '/api/v1/items/bulk/delete', token, body),
    bulkMove: (token: string, body: object) => send('POST', '/api/v1/items/bulk/category', token, body),
    bulkOutlets: (token: string, body: object) => send('POST', '/api/v1/items/bulk/outlets', token, body),
    upload: (token: string, outlet: number, data: Buffer, filename = 'item.png') =>
      send('POST', `/api/file/v1/outlets/${outlet}/files/sync`, token, {
        data: data.toString('base64'),
        filename,
        private_access: false,
      }),
  };
}

export type ItemApi = ReturnType<typeof itemRequests>;

export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorResponse>();
export const itemOf = (response: LightMyRequestResponse) => response.json<Item>();

/** Every page of the list, following the cursor. */
export async function listAllItems(
  api: ItemApi,
  token: string,
  params: ListItemsQuery = {},
): Promise<ItemRow[]> {
  const rows: ItemRow[] = [];
  let cursor: string | undefined = params.cursor;
  do {
    const response = await api.list(token, { ...params, cursor });
    if (response.statusCode !== 200) throw new Error(response.body);
    const page = response.json<ListItemsResponse>();
    rows.push(...page.results);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}

/** A plain item of one variant at `outletId`. */
export function simpleItem(name: string, outletId: number, price = 15000): SaveItemRequest {
  return { name, outlet_ids: [outletId], variants: [{ name: '', price }] };
}

/** A category, a modifier, a tax and a sales type of the business, written directly (other screens own them). */
export async function libraryOf(db: Database, businessId: number, tag: string) {
  const [category] = await db
    .insert(categories)
    .values({ businessId, name: `Minuman ${tag}` })
    .returning();
  const [modifier] = await db
    .insert(modifiers)
    .values({ businessId, name: `Gula ${tag}` })
    .returning();
  const [tax] = await db
    .insert(taxes)
    .values({ businessId, name: `PB1 ${tag}`, percentage: 10 })
    .returning();
  const [salesType] = await db
    .insert(salesTypes)
    .values({ businessId, name: `Dine In ${tag}` })
    .returning();
  return { categoryId: category!.id, modifierId: modifier!.id, taxId: tax!.id, salesTypeId: salesType!.id };
}

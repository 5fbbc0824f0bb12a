import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type {
  CreateDiscountRequest,
  DeleteDiscountRequest,
  Discount,
  DiscountLookupQuery,
  ListDiscountsQuery,
  ListDiscountsResponse,
  UpdateDiscountRequest,
} from '@backoffice/contracts/discounts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './identity-fixtures.js';

/** The discount endpoints as a test calls them: one function per endpoint, the raw response back. */
export function discountRequests(app: FastifyInstance) {
  const query = (values: object) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  return {
    list: (token: string, params: ListDiscountsQuery = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/inventory/v4/discounts',
        query: query(params),
        headers: bearer(token),
      }),
    get: (token: string, key: DiscountLookupQuery | { name: string; type: string; amount: number | null }) =>
      app.inject({
        method: 'GET',
        url: '/api/inventory/v3/discounts/detail',
        query: query(key),
        headers: bearer(token),
      }),
    outlets: (token: string, key: { name: string; type: string; amount: number | null }) =>
      app.inject({
        method: 'GET',
        url: '/api/inventory/v3/discounts/outlets',
        query: query(key),
        headers: bearer(token),
      }),
    create: (token: string, body: CreateDiscountRequest | Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/inventory/v3/discounts',
        payload: body,
        headers: bearer(token),
      }),
    update: (token: string, body: UpdateDiscountRequest | Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/inventory/v3/discounts',
        payload: body,
        headers: bearer(token),
      }),
    remove: (token: string, body: DeleteDiscountRequest | Record<string, unknown>) =>
      app.inject({
        method: 'DELETE',
        url: '/api/inventory/v3/discounts',
        payload: body,
        headers: bearer(token),
      }),
  };
}

export function discountOf(response: LightMyRequestResponse): Discount {
  return response.json<Discount>();
}

export function pageOf(response: LightMyRequestResponse): ListDiscountsResponse {
  return response.json<ListDiscountsResponse>();
}

export function errorOf(response: LightMyRequestResponse): ErrorResponse {
  return response.json<ErrorResponse>();
}

/** Every Discount the caller can list, following the cursor to the end. */
export async function listAll(
  requests: ReturnType<typeof discountRequests>,
  token: string,
  params: ListDiscountsQuery = {},
): Promise<Discount[]> {
  const all: Discount[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const response = await requests.list(token, { ...params, cursor });
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
    const page = pageOf(response);
    all.push(...page.results);
    if (page.next_cursor === null) return all;
    cursor = page.next_cursor;
  }
  throw new Error('the list never ended');
}

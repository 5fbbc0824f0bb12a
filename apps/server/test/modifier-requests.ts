import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type {
  ListModifierChoicesQuery,
  ListModifiersQuery,
  ListModifiersResponse,
  Modifier,
  SaveModifierRequest,
} from '@backoffice/contracts/modifiers';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './identity-fixtures.js';

type Body = SaveModifierRequest | Record<string, unknown>;

/** The modifier endpoints as a test calls them: one function per endpoint, the raw response back. */
export function modifierRequests(app: FastifyInstance) {
  const query = (values: object) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  return {
    list: (token: string, params: ListModifiersQuery = {}) =>
      app.inject({ method: 'GET', url: '/api/v1/modifiers', query: query(params), headers: bearer(token) }),
    get: (token: string, id: number) =>
      app.inject({ method: 'GET', url: `/api/v1/modifiers/${id}`, headers: bearer(token) }),
    create: (token: string, body: Body) =>
      app.inject({ method: 'POST', url: '/api/v1/modifiers', payload: body, headers: bearer(token) }),
    update: (token: string, id: number, body: Body) =>
      app.inject({ method: 'PUT', url: `/api/v1/modifiers/${id}`, payload: body, headers: bearer(token) }),
    remove: (token: string, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/v1/modifiers/${id}`, headers: bearer(token) }),
    bulkDelete: (token: string, body: { ids: number[] } | Record<string, unknown>) =>
      app.inject({ method: 'DELETE', url: '/api/v1/modifiers', payload: body, headers: bearer(token) }),
    itemChoices: (token: string, search?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/modifiers/item-choices',
        query: search === undefined ? {} : { search },
        headers: bearer(token),
      }),
    choices: (token: string, params: ListModifierChoicesQuery = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/v3/items/get_modifiers_list',
        query: query(params),
        headers: bearer(token),
      }),
  };
}

/** A valid set: two options, optional, one choice. */
export function sugarLevel(outletIds: number[], name = 'Sugar level'): SaveModifierRequest {
  return {
    name,
    options: [
      { name: 'Less sugar', price: 0 },
      { name: 'Extra sugar', price: 2000 },
    ],
    min_select: 0,
    max_select: 1,
    outlet_ids: outletIds,
  };
}

export function modifierOf(response: LightMyRequestResponse): Modifier {
  if (response.statusCode >= 300)
    throw new Error(`expected a modifier, got ${response.statusCode} ${response.body}`);
  return response.json<Modifier>();
}

export function pageOf(response: LightMyRequestResponse): ListModifiersResponse {
  return response.json<ListModifiersResponse>();
}

export function errorOf(response: LightMyRequestResponse): ErrorResponse {
  return response.json<ErrorResponse>();
}

/** Every set the caller can list, following the cursor to the end. */
export async function listAll(
  requests: ReturnType<typeof modifierRequests>,
  token: string,
  params: ListModifiersQuery = {},
): Promise<Modifier[]> {
  const all: Modifier[] = [];
  let cursor = params.cursor;
  for (let guard = 0; guard < 200; guard += 1) {
    const response = await requests.list(token, { ...params, cursor });
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
    const page = pageOf(response);
    all.push(...page.results);
    if (page.next_cursor === null) return all;
    cursor = page.next_cursor;
  }
  throw new Error('the list never ended');
}

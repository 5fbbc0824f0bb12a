import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type {
  ListPromosQuery,
  ListPromosResponse,
  Promo,
  SavePromoRequest,
} from '@backoffice/contracts/promos';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './identity-fixtures.js';

const BASE = '/api/promo/v1/promos';

/** The promotion endpoints as a test calls them: one function per endpoint, the raw response back. */
export function promoRequests(app: FastifyInstance) {
  const query = (values: object) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  return {
    list: (token: string, params: ListPromosQuery = {}) =>
      app.inject({ method: 'GET', url: BASE, query: query(params), headers: bearer(token) }),
    itemChoices: (token: string, search?: string) =>
      app.inject({
        method: 'GET',
        url: `${BASE}/item-choices`,
        query: search === undefined ? {} : { search },
        headers: bearer(token),
      }),
    get: (token: string, id: number) =>
      app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: bearer(token) }),
    create: (token: string, body: SavePromoRequest | Record<string, unknown>) =>
      app.inject({ method: 'POST', url: BASE, payload: body, headers: bearer(token) }),
    update: (token: string, id: number, body: SavePromoRequest | Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: body, headers: bearer(token) }),
    remove: (token: string, id: number) =>
      app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(token) }),
  };
}

export const promoOf = (response: LightMyRequestResponse) => response.json<Promo>();
export const promoPageOf = (response: LightMyRequestResponse) => response.json<ListPromosResponse>();
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorResponse>();

import type { ErrorResponse } from '@backoffice/contracts/common/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './identity-fixtures.js';

/** The tax or gratuity endpoints as a test calls them (same shape, `base` = '/api/v1/taxes' or '/api/v1/gratuities'). */
export function chargeRequests(app: FastifyInstance, base: string) {
  return {
    list: (token: string, query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: base, query, headers: bearer(token) }),
    choices: (token: string, path: string, query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `${base}/${path}`, query, headers: bearer(token) }),
    get: (token: string, id: number | string) =>
      app.inject({ method: 'GET', url: `${base}/${id}`, headers: bearer(token) }),
    create: (token: string, payload: unknown) =>
      app.inject({ method: 'POST', url: base, payload: payload as object, headers: bearer(token) }),
    update: (token: string, id: number | string, payload: unknown) =>
      app.inject({ method: 'PUT', url: `${base}/${id}`, payload: payload as object, headers: bearer(token) }),
    remove: (token: string, id: number | string) =>
      app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: bearer(token) }),
  };
}

export function errorOf(response: LightMyRequestResponse): ErrorResponse {
  return response.json<ErrorResponse>();
}

import type { z } from 'zod';

/**
 * One endpoint, declared once: the server registers its route from this (path, method, validation, OpenAPI and
 * the error statuses it documents) and the web app calls it through this (path, method, input types, response
 * parsing), so neither side writes the path or the input types again (decision 0030).
 *
 * `path` is relative to `/api` and uses Fastify's `:name` for path parameters.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses an endpoint documents; every one answers `{code, message, errors}`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success status: 200 unless said (201 for a create, 204 with `z.null()` for no content). */
  status?: 200 | 201 | 204;
  response: Response;
  errors: readonly ErrorStatus[];
}

/** Checks the shape and keeps the exact schema types, so callers and handlers infer their inputs from it. */
export function defineEndpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** What a caller passes: the input (pre-parse) type of each schema the endpoint declares. */
export type EndpointInput<E extends Endpoint> =
  E extends Endpoint<infer Params, infer Query, infer Body>
    ? ([Params] extends [z.ZodType] ? { params: z.input<Params> } : { params?: undefined }) &
        ([Query] extends [z.ZodType] ? { query: z.input<Query> } : { query?: undefined }) &
        ([Body] extends [z.ZodType] ? { body: z.input<Body> } : { body?: undefined })
    : never;

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** Fills `:name` path parameters; a missing one is a programming error. */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

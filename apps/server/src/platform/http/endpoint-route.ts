import type { Endpoint, ErrorStatus } from '@backoffice/contracts/common/endpoint';
import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Each documented error status answers the one error shape. */
export function errorResponses(
  statuses: readonly ErrorStatus[],
): Partial<Record<ErrorStatus, typeof errorResponseSchema>> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
}

type Output<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;

/** The request as the handler sees it: inputs already validated and typed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> =
  E extends Endpoint<infer Params, infer Query, infer Body>
    ? FastifyRequest<{ Params: Output<Params>; Querystring: Output<Query>; Body: Output<Body> }>
    : never;

/**
 * Registers a route from its contract endpoint: method, path, the input schemas (validation and OpenAPI), the
 * success response with its status and one error response per documented status. The handler returns the
 * response body (`null` for 204) and the helper answers with the endpoint's status, so a route is one call.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  /** `bodyLimit`: bytes, for a route whose body may be larger (or must be smaller) than the server's default. */
  options: { tags: readonly string[]; config: FastifyContextConfig; bodyLimit?: number },
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<Output<E['response']>> | Output<E['response']>,
): void {
  const status = endpoint.status ?? 200;
  const schema: Record<string, unknown> = {
    tags: [...options.tags],
    summary: endpoint.summary,
    response: { [status]: endpoint.response, ...errorResponses(endpoint.errors) },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: options.config,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      const body = await handler(request as unknown as EndpointRequest<E>, reply);
      return reply.status(status).send(body);
    },
  });
}

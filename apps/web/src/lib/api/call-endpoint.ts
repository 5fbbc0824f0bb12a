import {
  type Endpoint,
  type EndpointInput,
  endpointPath,
  type EndpointResponse,
} from '@backoffice/contracts/common/endpoint';
import { apiRequest } from './api-client';

type QueryRecord = Parameters<typeof apiRequest>[1] extends infer O
  ? O extends { query?: infer Q }
    ? Q
    : never
  : never;

/**
 * Calls an endpoint the contract declares: its method and path come from the contract, the inputs are typed by
 * its schemas, and the response is parsed with its response schema. Features never write an /api path.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
  /**
   * `auth: false` for the few public endpoints (the printable invoice): no token is sent or renewed. `headers` for
   * the few endpoints that read one (the refund's OUTLET_ID).
   */
  options: { auth?: boolean; headers?: Record<string, string> } = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  return apiRequest(`/api${endpointPath(endpoint.path, params)}`, {
    method: endpoint.method,
    query: query as QueryRecord,
    body,
    // A 204 has no body to parse.
    schema: endpoint.status === 204 ? undefined : (endpoint.response as E['response']),
    signal,
    auth: options.auth,
    headers: options.headers,
  }) as Promise<EndpointResponse<E>>;
}

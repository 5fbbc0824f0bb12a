import { type DevMailboxResponse, devMailboxResponseSchema } from '@backoffice/contracts/dev-mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

export const devMailKeys = {
  all: ['dev-mailbox'] as const,
  list: (to: string) => [...devMailKeys.all, { to }] as const,
};

/** Public on the server (outside production) so codes can be read before anyone is signed in. */
export function listDevMail(to: string, signal?: AbortSignal): Promise<DevMailboxResponse> {
  return apiRequest('/api/dev/mailbox', {
    auth: false,
    query: { to: to.trim() || undefined, limit: 50 },
    schema: devMailboxResponseSchema,
    signal,
  });
}

export const devMailQueryOptions = (to: string) =>
  queryOptions({
    queryKey: devMailKeys.list(to),
    queryFn: ({ signal }) => listDevMail(to, signal),
    // Poll for new codes, but not a server that has no mailbox (production answers 404).
    refetchInterval: (query) => (query.state.error ? false : 5_000),
    retry: false,
  });

export function useDevMail(to: string) {
  return useQuery(devMailQueryOptions(to));
}

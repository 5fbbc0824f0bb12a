import { type HealthResponse, healthResponseSchema } from '@backoffice/contracts/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

/** What the sign-in page needs to know of the server before anyone signs in (is there a developer mailbox). */
export function getServerStatus(signal?: AbortSignal): Promise<HealthResponse> {
  return apiRequest('/api/health', { auth: false, schema: healthResponseSchema, signal });
}

export const serverStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['server-status'] as const,
    queryFn: ({ signal }) => getServerStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useServerStatus() {
  return useQuery(serverStatusQueryOptions());
}

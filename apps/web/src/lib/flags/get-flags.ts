import { type FlagsResponse, flagsResponseSchema } from '@backoffice/contracts/flags';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

export const flagKeys = {
  all: ['feature-flags'] as const,
};

export function fetchFlags(signal?: AbortSignal): Promise<FlagsResponse> {
  return apiRequest('/api/feature-flags/v1/flags', { schema: flagsResponseSchema, signal });
}

export const flagsQueryOptions = queryOptions({
  queryKey: flagKeys.all,
  queryFn: ({ signal }) => fetchFlags(signal),
  // Flags change rarely; one fetch per session plus a refresh every 10 minutes is plenty.
  staleTime: 10 * 60_000,
  refetchInterval: 10 * 60_000,
  retry: 1,
});

export function useFlagsQuery(enabled: boolean) {
  return useQuery({ ...flagsQueryOptions, enabled });
}

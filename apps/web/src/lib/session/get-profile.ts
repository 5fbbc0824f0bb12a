import { type Profile, profileResponseSchema } from '@backoffice/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/**
 * The signed-in user's profile (user, business, outlets, permissions). It lives in lib rather than a feature
 * because the shell and most features read it, and features may not import one another.
 */
export const profileKeys = {
  all: ['account', 'profile'] as const,
};

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/account/v2/profile', { schema: profileResponseSchema, signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.all,
  queryFn: ({ signal }) => fetchProfile(signal),
  staleTime: 5 * 60_000,
});

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled: options.enabled ?? true });
}

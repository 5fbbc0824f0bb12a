import { brandEndpoints, BRAND_ASSIGN_PAGE_SIZE } from '@backoffice/contracts/brands';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { BRAND_CACHE_MS, brandKeys } from './brand-keys';

/** The outlet's principals, "None" first, `size` a page (from the flag's `principal_size`). */
export const principalListQueryOptions = (outletId: number, size: number) =>
  infiniteQueryOptions({
    queryKey: [...brandKeys.principals(outletId), size],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        brandEndpoints.listPrincipals,
        { query: { outlet_id: outletId, page: pageParam, size } },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
    staleTime: BRAND_CACHE_MS,
  });

export function usePrincipalList(outletId: number | null, size: number) {
  return useInfiniteQuery({ ...principalListQueryOptions(outletId ?? 0, size), enabled: outletId !== null });
}

/** The assign list reads 999 at once. */
export function usePrincipalChoices(outletId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: brandKeys.principalChoices(outletId),
      queryFn: ({ signal }) =>
        callEndpoint(
          brandEndpoints.listPrincipals,
          { query: { outlet_id: outletId, size: BRAND_ASSIGN_PAGE_SIZE } },
          signal,
        ),
      staleTime: BRAND_CACHE_MS,
    }),
    enabled,
  });
}

import { BRAND_ASSIGN_PAGE_SIZE, BRAND_PAGE_SIZE, brandEndpoints } from '@backoffice/contracts/brands';
import { infiniteQueryOptions, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { BRAND_CACHE_MS, brandKeys } from './brand-keys';

/**
 * The brands of each expanded principal, page by page: `pages` says how many pages of each are wanted, so the
 * list asks for one more page of a principal by raising its count (when its 4th-from-last brand shows).
 */
export function useExpandedBrands(outletId: number, pages: ReadonlyMap<number, number>) {
  const wanted = [...pages].flatMap(([principalId, count]) =>
    Array.from({ length: count }, (_, index) => ({ principalId, page: index + 1 })),
  );
  return useQueries({
    queries: wanted.map(({ principalId, page }) => ({
      queryKey: brandKeys.brandPage(outletId, principalId, page),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(
          brandEndpoints.list,
          { params: { outlet: outletId }, query: { principal_id: principalId, page, size: BRAND_PAGE_SIZE } },
          signal,
        ),
      staleTime: BRAND_CACHE_MS,
    })),
    combine: (results) => {
      const byPrincipal = new Map<
        number,
        {
          brands: NonNullable<(typeof results)[number]['data']>['results'];
          loading: boolean;
          error: boolean;
          hasNext: boolean;
        }
      >();
      wanted.forEach(({ principalId }, index) => {
        const result = results[index]!;
        const entry = byPrincipal.get(principalId) ?? {
          brands: [],
          loading: false,
          error: false,
          hasNext: false,
        };
        if (result.data) entry.brands = [...entry.brands, ...result.data.results];
        entry.loading ||= result.isPending;
        entry.error ||= result.isError;
        entry.hasNext = result.data?.has_next ?? false;
        byPrincipal.set(principalId, entry);
      });
      const retry = () =>
        results.filter((result) => result.isError).forEach((result) => void result.refetch());
      return { byPrincipal, retry };
    },
  });
}

/** A keyword search: one flat list of the outlet's brands, `deep` = the parent scope. */
export function useBrandSearch(outletId: number, keyword: string, deep: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: brandKeys.search(outletId, keyword, deep),
      queryFn: ({ pageParam, signal }) =>
        callEndpoint(
          brandEndpoints.list,
          {
            params: { outlet: outletId },
            query: { keyword, deep: deep ? 'true' : 'false', page: pageParam },
          },
          signal,
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
      staleTime: BRAND_CACHE_MS,
      enabled: keyword !== '',
    }),
  );
}

/** Every brand of the outlet (999), for the principal form's brand picker. */
export function useBrandChoices(outletId: number, enabled: boolean) {
  return useQuery({
    queryKey: brandKeys.brandChoices(outletId),
    queryFn: ({ signal }) =>
      callEndpoint(
        brandEndpoints.list,
        { params: { outlet: outletId }, query: { size: BRAND_ASSIGN_PAGE_SIZE } },
        signal,
      ),
    staleTime: BRAND_CACHE_MS,
    enabled,
  });
}

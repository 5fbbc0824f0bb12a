import { BUNDLE_PAGE_SIZE, bundleEndpoints } from '@backoffice/contracts/bundle-packages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { bundleKeys } from './bundle-keys';

/** The list changes only through this screen's writes (which invalidate it) or when the screen opens again. */
export const bundleListQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: bundleKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        bundleEndpoints.list,
        { query: { search: search || undefined, cursor: pageParam, per_page: BUNDLE_PAGE_SIZE } },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useBundleList(search: string) {
  return useInfiniteQuery(bundleListQueryOptions(search));
}

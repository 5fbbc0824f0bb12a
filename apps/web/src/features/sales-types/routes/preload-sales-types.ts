import type { QueryClient } from '@tanstack/react-query';
import { salesTypeListQueryOptions } from '../api/list-sales-types';
import { outletParam } from './use-list-filters';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018),
 * with the search and Outlet of the address it opens at.
 */
export const preloadSalesTypes =
  (search: string) =>
  (queryClient: QueryClient): void => {
    const params = new URLSearchParams(search);
    const filters = { search: (params.get('q') ?? '').trim(), outletId: outletParam(params.get('outlet')) };
    void queryClient.prefetchInfiniteQuery({ ...salesTypeListQueryOptions(filters), staleTime: 0 });
  };

import { PRINCIPAL_PAGE_SIZE } from '@backoffice/contracts/brands';
import type { QueryClient } from '@tanstack/react-query';
import { outletListQueryOptions } from '../../../lib/outlets/list-outlets';
import { principalListQueryOptions } from '../api/list-principals';

/**
 * Each opening of the screen starts its first requests at once (decision 0018): the outlets, then the first
 * outlet's principals at the default page size (the flag's, 500, in the demo), which the page then finds loaded.
 */
export function preloadBrands(queryClient: QueryClient): void {
  void queryClient.fetchQuery(outletListQueryOptions()).then(
    (outlets) => {
      const first = outlets.results[0];
      if (first)
        void queryClient.prefetchInfiniteQuery(principalListQueryOptions(first.id, PRINCIPAL_PAGE_SIZE));
    },
    () => undefined,
  );
}

import { TRANSACTIONS_PAGE_SIZE, transactionEndpoints } from '@backoffice/contracts/transactions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { VoidRequest } from '../transaction-requests';
import { quietQuery, transactionKeys } from './transaction-keys';

/** Pages of 50 counted from 1; a page of fewer than 50 is the last. */
export const voidListQueryOptions = (request: VoidRequest) =>
  infiniteQueryOptions({
    queryKey: transactionKeys.voidList(request),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(transactionEndpoints.listVoidItems, { query: { ...request, page: pageParam } }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < TRANSACTIONS_PAGE_SIZE ? undefined : pages.length + 1,
    ...quietQuery,
  });

export function useVoidList(request: VoidRequest, enabled: boolean) {
  return useInfiniteQuery({ ...voidListQueryOptions(request), enabled });
}

import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { SuccessRequest } from '../transaction-requests';
import { quietQuery, transactionKeys } from './transaction-keys';

/** Success orders, newest first, by cursor; `next_cursor` null is the end. */
export const successListQueryOptions = (request: SuccessRequest) =>
  infiniteQueryOptions({
    queryKey: transactionKeys.successList(request),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(transactionEndpoints.listOrders, { query: { ...request, cursor: pageParam } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    ...quietQuery,
  });

export function useSuccessList(request: SuccessRequest, enabled: boolean) {
  return useInfiniteQuery({ ...successListQueryOptions(request), enabled });
}

import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { CancelledRequest } from '../transaction-requests';
import { quietQuery, transactionKeys } from './transaction-keys';

export const cancelledSummaryQueryOptions = (request: CancelledRequest) =>
  queryOptions({
    queryKey: transactionKeys.cancelledSummary(request),
    queryFn: ({ signal }) => callEndpoint(transactionEndpoints.cancelledSummary, { query: request }, signal),
    ...quietQuery,
  });

export function useCancelledSummary(request: CancelledRequest, enabled: boolean) {
  return useQuery({ ...cancelledSummaryQueryOptions(request), enabled });
}

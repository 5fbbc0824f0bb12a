import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { SuccessRequest } from '../transaction-requests';
import { quietQuery, transactionKeys } from './transaction-keys';

export const successSummaryQueryOptions = (request: SuccessRequest) =>
  queryOptions({
    queryKey: transactionKeys.successSummary(request),
    queryFn: ({ signal }) => callEndpoint(transactionEndpoints.orderSummary, { query: request }, signal),
    ...quietQuery,
  });

export function useSuccessSummary(request: SuccessRequest, enabled: boolean) {
  return useQuery({ ...successSummaryQueryOptions(request), enabled });
}

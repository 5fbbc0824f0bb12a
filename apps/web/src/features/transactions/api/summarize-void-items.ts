import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { VoidRequest } from '../transaction-requests';
import { quietQuery, transactionKeys } from './transaction-keys';

export const voidSummaryQueryOptions = (request: VoidRequest) =>
  queryOptions({
    queryKey: transactionKeys.voidSummary(request),
    queryFn: ({ signal }) => callEndpoint(transactionEndpoints.voidSummary, { query: request }, signal),
    ...quietQuery,
  });

export function useVoidSummary(request: VoidRequest, enabled: boolean) {
  return useQuery({ ...voidSummaryQueryOptions(request), enabled });
}

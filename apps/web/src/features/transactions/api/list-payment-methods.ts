import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { transactionDetailKeys } from './transaction-detail-keys';

/** "Detail load": the refundable payment-method list is fetched once per visit. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: transactionDetailKeys.paymentMethods(),
    queryFn: ({ signal }) => callEndpoint(transactionEndpoints.paymentMethods, {}, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

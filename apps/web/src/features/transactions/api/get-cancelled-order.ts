import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { transactionDetailKeys } from './transaction-detail-keys';

/** A cancelled order's detail: loaded once while its panel is open, like the invoice ("Detail load"). */
export const cancelledOrderQueryOptions = (outletId: number, orderId: number) =>
  queryOptions({
    queryKey: transactionDetailKeys.cancelled(outletId, orderId),
    queryFn: ({ signal }) =>
      callEndpoint(
        transactionEndpoints.cancelledDetail,
        { params: { outletId: String(outletId), orderId: String(orderId) } },
        signal,
      ),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCancelledOrder(target: { outletId: number; orderId: number } | null) {
  return useQuery({
    ...cancelledOrderQueryOptions(target?.outletId ?? 0, target?.orderId ?? 0),
    enabled: target !== null,
  });
}

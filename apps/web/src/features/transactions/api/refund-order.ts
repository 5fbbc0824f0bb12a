import {
  refundEndpoints,
  type RefundOrderRequest,
  type RefundPreviewRequest,
} from '@backoffice/contracts/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { transactionDetailKeys } from './transaction-detail-keys';
import { transactionKeys } from './transaction-keys';

const outletHeader = (outletId: number) => ({ outlet_id: String(outletId) });

/**
 * What refunding the selection gives back, computed by the server with the refund's own arithmetic (decision
 * 0064). The previous answer stays on screen while the next one loads.
 */
export function useRefundPreview(outletId: number, selection: RefundPreviewRequest) {
  return useQuery({
    queryKey: [...transactionDetailKeys.all, 'refund-preview', outletId, selection] as const,
    queryFn: ({ signal }) =>
      callEndpoint(refundEndpoints.preview, { body: selection }, signal, { headers: outletHeader(outletId) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/**
 * POST /api/order/v4/refund-orders with the modal's Idempotency-Key: a retry after a lost answer replays the
 * refund instead of refunding twice. Success refreshes the order's detail, the lists and the summaries.
 */
export function useRefundOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...transactionDetailKeys.all, 'refund', token],
    mutationFn: (input: { outletId: number; idempotencyKey: string; body: RefundOrderRequest }) =>
      callEndpoint(refundEndpoints.refund, { body: input.body }, undefined, {
        headers: { ...outletHeader(input.outletId), 'idempotency-key': input.idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionDetailKeys.invoice(token) }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      ]),
  });
}

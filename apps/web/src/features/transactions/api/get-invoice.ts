import { invoiceEndpoints } from '@backoffice/contracts/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { transactionDetailKeys } from './transaction-detail-keys';

/**
 * "Detail load": skipped when the same token is already loaded. Nothing refetches a loaded detail (no staleness,
 * no refocus), and closing the panel keeps it for the query cache's five minutes, so closing and opening the same
 * detail again does not read it again; a refund of it reads it anew (refund-order.ts).
 */
export const invoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: transactionDetailKeys.invoice(token),
    queryFn: ({ signal }) => callEndpoint(invoiceEndpoints.detail, { params: { token } }, signal),
    staleTime: Infinity,
  });

export function useInvoice(token: string | null) {
  return useQuery({ ...invoiceQueryOptions(token ?? ''), enabled: token !== null });
}

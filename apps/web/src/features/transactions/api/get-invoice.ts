import { invoiceEndpoints } from '@backoffice/contracts/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { transactionDetailKeys } from './transaction-detail-keys';

/**
 * "Detail load": skipped when the same token is already loaded. While the panel shows a token nothing
 * refetches it (no staleness, no refocus); once it is closed the answer is dropped, so opening it again reads anew.
 */
export const invoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: transactionDetailKeys.invoice(token),
    queryFn: ({ signal }) => callEndpoint(invoiceEndpoints.detail, { params: { token } }, signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useInvoice(token: string | null) {
  return useQuery({ ...invoiceQueryOptions(token ?? ''), enabled: token !== null });
}

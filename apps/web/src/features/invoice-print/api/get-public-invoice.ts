import { invoiceEndpoints } from '@backoffice/contracts/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export const invoicePrintKeys = {
  all: ['invoice-print'] as const,
  detail: (token: string) => [...invoicePrintKeys.all, token] as const,
};

/**
 * The printable invoice, read without sign-in: no token is sent even when the viewer is signed in, so the page
 * shows exactly what anyone holding the link sees. Read fresh on every visit: a reissued link must stop at once.
 */
export const publicInvoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invoicePrintKeys.detail(token),
    queryFn: ({ signal }) =>
      callEndpoint(invoiceEndpoints.publicDetail, { params: { token } }, signal, { auth: false }),
    staleTime: 0,
    gcTime: 0,
  });

export function usePublicInvoice(token: string) {
  return useQuery(publicInvoiceQueryOptions(token));
}

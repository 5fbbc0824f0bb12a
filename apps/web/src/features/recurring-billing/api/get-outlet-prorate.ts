import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { recurringKeys } from './recurring-keys';

/** The re-activate dialog's price and period ("Prorate result"); asked fresh each time it opens. */
export const useOutletProrate = (outletId: number | null) =>
  useQuery({
    queryKey: recurringKeys.prorate(outletId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(recurringEndpoints.prorate, { params: { outletId: outletId ?? 0 } }, signal),
    enabled: outletId !== null,
    gcTime: 0,
    retry: false,
  });

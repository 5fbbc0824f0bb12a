import { salesTypeEndpoints } from '@backoffice/contracts/sales-types';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { salesTypeKeys } from './sales-type-keys';

/** Read fresh each time the panel opens: the form starts from what the server holds now. */
export function useSalesType(id: number | null) {
  return useQuery({
    queryKey: salesTypeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(salesTypeEndpoints.get, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** What deleting it would change, asked when the confirmation opens. */
export function useSalesTypeDeletable(id: number | null) {
  return useQuery({
    queryKey: salesTypeKeys.deletable(id ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(salesTypeEndpoints.checkDeletable, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

import { promoEndpoints } from '@backoffice/contracts/promos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { promoKeys } from './promo-keys';

/** Read fresh each time the panel opens: the form starts from what the server holds now. */
export const promoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: promoKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(promoEndpoints.get, { params: { id } }, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function usePromo(id: number | null) {
  return useQuery({ ...promoQueryOptions(id ?? 0), enabled: id !== null });
}

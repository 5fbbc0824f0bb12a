import { gratuityEndpoints } from '@backoffice/contracts/gratuities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { gratuityKeys } from './gratuity-keys';

/** Read fresh each time the panel opens: the form starts from what the server holds now. */
export const gratuityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gratuityKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(gratuityEndpoints.get, { params: { id } }, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useGratuity(id: number | null) {
  return useQuery({ ...gratuityQueryOptions(id ?? 0), enabled: id !== null });
}

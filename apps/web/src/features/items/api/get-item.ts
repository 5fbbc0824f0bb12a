import { itemEndpoints } from '@backoffice/contracts/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { itemKeys } from './item-keys';

/** Read fresh each time the panel opens: the form must start from what the server holds now. */
export const itemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: itemKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(itemEndpoints.get, { params: { id } }, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useItem(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}

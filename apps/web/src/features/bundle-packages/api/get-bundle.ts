import { bundleEndpoints } from '@backoffice/contracts/bundle-packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { bundleKeys } from './bundle-keys';

/** Read fresh each time the panel opens: the form starts from what the server holds now. */
export const bundleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bundleKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(bundleEndpoints.get, { params: { id } }, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useBundle(id: number | null) {
  return useQuery({ ...bundleQueryOptions(id ?? 0), enabled: id !== null });
}

import { taxEndpoints } from '@backoffice/contracts/taxes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { taxKeys } from './tax-keys';

/** Read fresh each time the panel opens: the form starts from what the server holds now. */
export const taxQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taxKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(taxEndpoints.get, { params: { id } }, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useTax(id: number | null) {
  return useQuery({ ...taxQueryOptions(id ?? 0), enabled: id !== null });
}

import { modifierEndpoints } from '@backoffice/contracts/modifiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { modifierKeys } from './modifier-keys';

/** Read fresh each time the panel opens: the form must start from what the server holds now. */
export const modifierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: modifierKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(modifierEndpoints.get, { params: { id } }, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useModifier(id: number | null) {
  return useQuery({ ...modifierQueryOptions(id ?? 0), enabled: id !== null });
}

import { categoryEndpoints } from '@backoffice/contracts/categories';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { categoryKeys } from './category-keys';

/** Read fresh each time the panel opens: the form starts from what the server holds now. */
export function useCategory(id: number | null) {
  return useQuery({
    queryKey: categoryKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(categoryEndpoints.get, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

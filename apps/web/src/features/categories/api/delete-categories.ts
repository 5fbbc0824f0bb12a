import { categoryEndpoints } from '@backoffice/contracts/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { categoryKeys, refreshCategories } from './category-keys';

/** One id is the single delete (404 when gone), several the bulk delete; either way the lists reload. */
export function useDeleteCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...categoryKeys.all, 'delete'],
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? callEndpoint(categoryEndpoints.delete, { params: { id: ids[0]! } })
        : callEndpoint(categoryEndpoints.bulkDelete, { body: { ids } }),
    onSettled: () => refreshCategories(queryClient),
  });
}

import {
  CATEGORY_NOT_FOUND,
  categoryEndpoints,
  type SaveCategoryRequest,
} from '@backoffice/contracts/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { categoryKeys, refreshCategories } from './category-keys';

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...categoryKeys.all, 'create'],
    mutationFn: (body: SaveCategoryRequest) => callEndpoint(categoryEndpoints.create, { body }),
    onSuccess: () => refreshCategories(queryClient),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...categoryKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: SaveCategoryRequest }) =>
      callEndpoint(categoryEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshCategories(queryClient),
    // Someone else deleted it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.code === CATEGORY_NOT_FOUND) refreshCategories(queryClient);
    },
  });
}

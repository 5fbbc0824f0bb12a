import { itemEndpoints, type SaveItemRequest } from '@backoffice/contracts/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { itemKeys, refreshItems } from './item-keys';

/** Create (no id) or edit (an id). */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...itemKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: SaveItemRequest }) =>
      id === null
        ? callEndpoint(itemEndpoints.create, { body })
        : callEndpoint(itemEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshItems(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshItems(queryClient);
    },
  });
}

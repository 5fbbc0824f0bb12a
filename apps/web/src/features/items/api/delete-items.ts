import {
  type BulkMoveItemsRequest,
  type BulkSetOutletsRequest,
  itemEndpoints,
} from '@backoffice/contracts/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { itemKeys, refreshItems } from './item-keys';

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...itemKeys.all, 'delete'],
    mutationFn: (id: number) => callEndpoint(itemEndpoints.delete, { params: { id } }),
    onSettled: () => refreshItems(queryClient),
  });
}

export type BulkAction =
  | { kind: 'delete'; item_ids: number[] }
  | ({ kind: 'move' } & BulkMoveItemsRequest)
  | ({ kind: 'outlets' } & BulkSetOutletsRequest);

export function useBulkItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...itemKeys.all, 'bulk'],
    mutationFn: (action: BulkAction) => {
      if (action.kind === 'delete')
        return callEndpoint(itemEndpoints.bulkDelete, { body: { item_ids: action.item_ids } });
      if (action.kind === 'move') {
        return callEndpoint(itemEndpoints.bulkMove, {
          body: { item_ids: action.item_ids, category_id: action.category_id },
        });
      }
      return callEndpoint(itemEndpoints.bulkOutlets, {
        body: { item_ids: action.item_ids, outlet_ids: action.outlet_ids },
      });
    },
    onSettled: () => refreshItems(queryClient),
  });
}

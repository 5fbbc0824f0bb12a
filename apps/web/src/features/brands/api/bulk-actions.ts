import { brandEndpoints, type BulkDeleteRequest, type BulkMoveRequest } from '@backoffice/contracts/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { brandKeys, refreshBrands } from './brand-keys';

export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...brandKeys.all, 'bulk-delete'],
    mutationFn: (body: BulkDeleteRequest) => callEndpoint(brandEndpoints.bulkDelete, { body }),
    onSuccess: () => refreshBrands(queryClient),
  });
}

export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...brandKeys.all, 'bulk-move'],
    mutationFn: (body: BulkMoveRequest) => callEndpoint(brandEndpoints.bulkMove, { body }),
    onSuccess: () => refreshBrands(queryClient),
  });
}

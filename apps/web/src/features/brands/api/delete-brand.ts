import { brandEndpoints } from '@backoffice/contracts/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { brandKeys, refreshBrands } from './brand-keys';

/** Deletes one brand or one principal at the outlet (or from every outlet). */
export function useDeleteOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...brandKeys.all, 'delete'],
    mutationFn: (input: {
      kind: 'brand' | 'principal';
      id: number;
      outletId: number;
      allOutlets: boolean;
    }) =>
      input.kind === 'brand'
        ? callEndpoint(brandEndpoints.delete, {
            params: { brand: input.id, outlet: input.outletId },
            body: { is_saved_to_all_outlets: input.allOutlets },
          })
        : callEndpoint(brandEndpoints.deletePrincipal, {
            params: { id: input.id },
            body: { outlet_id: input.outletId, is_saved_to_all_outlets: input.allOutlets },
          }),
    onSuccess: () => refreshBrands(queryClient),
  });
}

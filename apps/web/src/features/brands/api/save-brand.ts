import { brandEndpoints, type SaveBrandRequest } from '@backoffice/contracts/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { brandKeys, refreshBrands } from './brand-keys';

/** Create (no `brandId`) or edit a brand at the outlet; "save to all outlets" creates through the /all call. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...brandKeys.all, 'save-brand'],
    mutationFn: ({
      outletId,
      brandId,
      body,
    }: {
      outletId: number;
      brandId?: number;
      body: SaveBrandRequest;
    }) => {
      if (brandId !== undefined)
        return callEndpoint(brandEndpoints.update, { params: { brand: brandId, outlet: outletId }, body });
      const endpoint = body.is_saved_to_all_outlets ? brandEndpoints.createAtAll : brandEndpoints.create;
      return callEndpoint(endpoint, { params: { outlet: outletId }, body });
    },
    onSuccess: () => refreshBrands(queryClient),
  });
}

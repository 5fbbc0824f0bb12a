import { brandEndpoints, type SavePrincipalRequest } from '@backoffice/contracts/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { brandKeys, refreshBrands } from './brand-keys';

export function useSavePrincipal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...brandKeys.all, 'save-principal'],
    mutationFn: ({ principalId, body }: { principalId?: number; body: SavePrincipalRequest }) =>
      principalId !== undefined
        ? callEndpoint(brandEndpoints.updatePrincipal, { params: { id: principalId }, body })
        : callEndpoint(brandEndpoints.createPrincipal, { body }),
    onSuccess: () => refreshBrands(queryClient),
  });
}

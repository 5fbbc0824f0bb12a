import { bundleEndpoints } from '@backoffice/contracts/bundle-packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { bundleKeys, refreshBundles } from './bundle-keys';

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...bundleKeys.all, 'delete'],
    mutationFn: async (id: number) => {
      await callEndpoint(bundleEndpoints.delete, { params: { id } });
    },
    onSuccess: () => refreshBundles(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshBundles(queryClient);
    },
  });
}

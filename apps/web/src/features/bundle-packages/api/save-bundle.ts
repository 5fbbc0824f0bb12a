import { bundleEndpoints, type SaveBundleRequest } from '@backoffice/contracts/bundle-packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { bundleKeys, refreshBundles } from './bundle-keys';

/** Create (no id) or replace (an id) a bundle. */
export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...bundleKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: SaveBundleRequest }) =>
      id === null
        ? callEndpoint(bundleEndpoints.create, { body })
        : callEndpoint(bundleEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshBundles(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshBundles(queryClient);
    },
  });
}

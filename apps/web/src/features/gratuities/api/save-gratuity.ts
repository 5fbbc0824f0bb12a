import { type SaveGratuityRequest, gratuityEndpoints } from '@backoffice/contracts/gratuities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshGratuities, gratuityKeys } from './gratuity-keys';

/** Creates a Gratuity (`id` null) or replaces one. */
export function useSaveGratuity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...gratuityKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: SaveGratuityRequest }) =>
      id === null
        ? callEndpoint(gratuityEndpoints.create, { body })
        : callEndpoint(gratuityEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshGratuities(queryClient),
    // Someone else removed it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshGratuities(queryClient);
    },
  });
}

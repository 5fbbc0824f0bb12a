import { gratuityEndpoints } from '@backoffice/contracts/gratuities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshGratuities, gratuityKeys } from './gratuity-keys';

export function useDeleteGratuity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...gratuityKeys.all, 'delete'],
    mutationFn: async (id: number) => {
      await callEndpoint(gratuityEndpoints.delete, { params: { id } });
    },
    onSuccess: () => refreshGratuities(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshGratuities(queryClient);
    },
  });
}

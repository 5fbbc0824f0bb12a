import { taxEndpoints } from '@backoffice/contracts/taxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshTaxes, taxKeys } from './tax-keys';

export function useDeleteTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taxKeys.all, 'delete'],
    mutationFn: async (id: number) => {
      await callEndpoint(taxEndpoints.delete, { params: { id } });
    },
    onSuccess: () => refreshTaxes(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshTaxes(queryClient);
    },
  });
}

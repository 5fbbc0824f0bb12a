import { promoEndpoints } from '@backoffice/contracts/promos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { promoKeys, refreshPromos } from './promo-keys';

export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...promoKeys.all, 'delete'],
    mutationFn: async (id: number) => {
      await callEndpoint(promoEndpoints.delete, { params: { id } });
    },
    onSuccess: () => refreshPromos(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshPromos(queryClient);
    },
  });
}

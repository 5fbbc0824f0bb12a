import { promoEndpoints, type SavePromoRequest } from '@backoffice/contracts/promos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { promoKeys, refreshPromos } from './promo-keys';

/** Create (no id) or replace (an id) a promotion. */
export function useSavePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...promoKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: SavePromoRequest }) =>
      id === null
        ? callEndpoint(promoEndpoints.create, { body })
        : callEndpoint(promoEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshPromos(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshPromos(queryClient);
    },
  });
}

import { DISCOUNT_NOT_FOUND, discountEndpoints, type DiscountKey } from '@backoffice/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { discountKeys, refreshDiscounts } from './discount-keys';

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'delete'],
    mutationFn: async (key: DiscountKey) => {
      await callEndpoint(discountEndpoints.delete, { body: key });
    },
    onSuccess: () => refreshDiscounts(queryClient),
    // Someone else removed or changed it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.code === DISCOUNT_NOT_FOUND) refreshDiscounts(queryClient);
    },
  });
}

import { DISCOUNT_NOT_FOUND } from '@backoffice/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { type DiscountKey, discountKeys, refreshDiscounts } from './discount-keys';

export function deleteDiscount(key: DiscountKey): Promise<void> {
  return apiRequest('/api/inventory/v3/discounts', { method: 'DELETE', body: key });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'delete'],
    mutationFn: deleteDiscount,
    onSuccess: () => refreshDiscounts(queryClient),
    // Someone else removed or changed it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.code === DISCOUNT_NOT_FOUND) refreshDiscounts(queryClient);
    },
  });
}

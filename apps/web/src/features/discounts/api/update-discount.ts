import {
  type Discount,
  DISCOUNT_NOT_FOUND,
  discountSchema,
  type UpdateDiscountRequest,
} from '@backoffice/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { discountKeys, refreshDiscounts } from './discount-keys';

export function updateDiscount(body: UpdateDiscountRequest): Promise<Discount> {
  return apiRequest('/api/inventory/v3/discounts', { method: 'PUT', body, schema: discountSchema });
}

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'update'],
    mutationFn: updateDiscount,
    onSuccess: () => refreshDiscounts(queryClient),
    // Someone else removed or changed it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.code === DISCOUNT_NOT_FOUND) refreshDiscounts(queryClient);
    },
  });
}

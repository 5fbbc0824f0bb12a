import {
  DISCOUNT_NOT_FOUND,
  discountEndpoints,
  type UpdateDiscountRequest,
} from '@backoffice/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { discountKeys, refreshDiscounts } from './discount-keys';

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'update'],
    mutationFn: (body: UpdateDiscountRequest) => callEndpoint(discountEndpoints.update, { body }),
    onSuccess: () => refreshDiscounts(queryClient),
    // Someone else removed or changed it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.code === DISCOUNT_NOT_FOUND) refreshDiscounts(queryClient);
    },
  });
}

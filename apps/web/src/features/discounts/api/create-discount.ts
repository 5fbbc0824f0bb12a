import { type CreateDiscountRequest, discountEndpoints } from '@backoffice/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { discountKeys, refreshDiscounts } from './discount-keys';

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'create'],
    mutationFn: (body: CreateDiscountRequest) => callEndpoint(discountEndpoints.create, { body }),
    onSuccess: () => refreshDiscounts(queryClient),
  });
}

import { type CreateDiscountRequest, type Discount, discountSchema } from '@backoffice/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { discountKeys, refreshDiscounts } from './discount-keys';

export function createDiscount(body: CreateDiscountRequest): Promise<Discount> {
  return apiRequest('/api/inventory/v3/discounts', { method: 'POST', body, schema: discountSchema });
}

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'create'],
    mutationFn: createDiscount,
    onSuccess: () => refreshDiscounts(queryClient),
  });
}

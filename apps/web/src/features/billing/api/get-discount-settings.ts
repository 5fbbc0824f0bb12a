import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

/** The product's call list `GET /v1/businesses/discounts/settings`: whether the discount banner applies, and what it promises. */
export const useDiscountSettings = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.discountSettings(),
    // The shell's discount banner asks it: the billing contract loads with the call, not with the shell (decision 0186).
    queryFn: async ({ signal }) => {
      const { discountSettingsEndpoint } = await import('@backoffice/contracts/billing');
      return callEndpoint(discountSettingsEndpoint, {}, signal);
    },
    enabled,
  });

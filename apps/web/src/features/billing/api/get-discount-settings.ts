import { discountSettingsEndpoint } from '@backoffice/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

/** The product's call list `GET /v1/businesses/discounts/settings`: whether the discount banner applies, and what it promises. */
export const useDiscountSettings = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.discountSettings(),
    queryFn: ({ signal }) => callEndpoint(discountSettingsEndpoint, {}, signal),
    enabled,
  });

import { discountSchemesEndpoint } from '@backoffice/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

export const discountSchemesQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.schemes(),
    queryFn: ({ signal }) => callEndpoint(discountSchemesEndpoint, {}, signal),
  });

export const useDiscountSchemes = (enabled: boolean) =>
  useQuery({ ...discountSchemesQueryOptions(), enabled });

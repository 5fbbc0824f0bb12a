import { billingEndpoints } from '@backoffice/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

export const billingOverviewQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.overview, {}, signal),
  });

export const useBillingOverview = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...billingOverviewQueryOptions(), enabled: options.enabled ?? true });

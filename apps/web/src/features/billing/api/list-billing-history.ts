import { billingEndpoints } from '@backoffice/contracts/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

export const billingHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingKeys.history(page),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.history, { query: { page } }, signal),
  });

export const useBillingHistory = (page: number, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...billingHistoryQueryOptions(page),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });

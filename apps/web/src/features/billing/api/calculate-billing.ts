import { type BillingCalculationRequest, billingEndpoints } from '@backoffice/contracts/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

/** The server prices every renewal (decision 0073); the screen only shows its answer. */
export const billingCalculationQueryOptions = (input: BillingCalculationRequest) =>
  queryOptions({
    queryKey: billingKeys.calculation(input),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.calculate, { body: input }, signal),
  });

export const useBillingCalculation = (input: BillingCalculationRequest | undefined) =>
  useQuery({
    ...billingCalculationQueryOptions(input ?? { month: 1 }),
    enabled: input !== undefined,
    // The summary keeps the last price on screen while a new cycle or coupon is priced.
    placeholderData: keepPreviousData,
  });

import { billingEndpoints } from '@backoffice/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { recurringKeys } from './recurring-keys';

/** The package deals on offer, read from the billing overview (the Modify Billing modal's choices). */
export const usePackageDeals = (enabled: boolean) =>
  useQuery({
    queryKey: recurringKeys.packageDeals(),
    queryFn: async ({ signal }) => (await callEndpoint(billingEndpoints.overview, {}, signal)).package_deals,
    enabled,
  });

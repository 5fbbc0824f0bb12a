import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { recurringKeys } from './recurring-keys';

/**
 * spec §3 "Active recurring". A business with no subscription answers 404: that is an answer (`null`, "not on
 * recurring billing"), not a failure to show with Retry.
 */
export const activeRecurringQueryOptions = () =>
  queryOptions({
    queryKey: recurringKeys.active(),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(recurringEndpoints.active, {}, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useActiveRecurring = (options: { enabled?: boolean; refetchInterval?: number | false } = {}) =>
  useQuery({
    ...activeRecurringQueryOptions(),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });

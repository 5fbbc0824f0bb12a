import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { callEndpoint } from '../api/call-endpoint';

/**
 * The business's recurring subscription ("Active recurring"), read by the shell's reminder, the regular
 * billing page (hand-off, the Recurring tab's rules) and the recurring page: one query, one cache entry, so the
 * hand-off from one page to the other asks once. Under the recurring page's key root, so its refreshes include it.
 */
export const activeRecurringKey = ['recurring-billing', 'active'] as const;

/** A business with no subscription answers 404: that is an answer (`null`), not a failure to show with Retry. */
export const activeRecurringQueryOptions = () =>
  queryOptions({
    queryKey: activeRecurringKey,
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

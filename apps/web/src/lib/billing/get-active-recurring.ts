import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';

/**
 * The business's recurring subscription ("Active recurring"), read by the shell's reminder, the regular
 * billing page (hand-off, the Recurring tab's rules) and the recurring page: one query, one cache entry, so the
 * hand-off from one page to the other asks once. Under the recurring page's key root, so its refreshes include it.
 */
export const activeRecurringKey = ['recurring-billing', 'active'] as const;

/** A business with no subscription answers 200 with `null`: an answer, not a failure to show with Retry. */
export const activeRecurringQueryOptions = () =>
  queryOptions({
    queryKey: activeRecurringKey,
    // The contract loads with the call: the shell's banners ask it on every signed-in page, and the schemas of the
    // whole recurring-billing contract stay out of the shell's first load (decision 0186).
    queryFn: async ({ signal }) => {
      const { recurringEndpoints } = await import('@backoffice/contracts/recurring-billing');
      return callEndpoint(recurringEndpoints.active, {}, signal);
    },
  });

export const useActiveRecurring = (options: { enabled?: boolean; refetchInterval?: number | false } = {}) =>
  useQuery({
    ...activeRecurringQueryOptions(),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });

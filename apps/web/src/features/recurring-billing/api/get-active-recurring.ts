import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export const activeRecurringKey = ['recurring-billing', 'active'] as const;

/** spec §3 "Active recurring": the business's subscription; a business that never switched answers 404. */
export const useActiveRecurring = (options: { enabled: boolean }) =>
  useQuery({
    queryKey: activeRecurringKey,
    queryFn: ({ signal }) => callEndpoint(recurringEndpoints.active, {}, signal),
    enabled: options.enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });

import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

/**
 * The business's recurring subscription as the regular page needs it (the hand-off, the Recurring tab's yearly rule,
 * 'Please wait, payment is under process'); `null` when it has none (the call answers 404). The recurring page
 * has its own call: features do not share code.
 */
export const useActiveRecurringSummary = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.activeRecurring(),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(recurringEndpoints.active, {}, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });

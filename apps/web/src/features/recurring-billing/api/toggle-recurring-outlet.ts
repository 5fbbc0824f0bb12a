import { billingEndpoints } from '@backoffice/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { recurringKeys } from './recurring-keys';

/** The same outlet toggle as the regular billing page; either way the list is asked again. */
export function useToggleRecurringOutlet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; isActive: boolean }) =>
      callEndpoint(billingEndpoints.toggleOutlet, { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: recurringKeys.outlets() }),
  });
}

import { billingEndpoints } from '@backoffice/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { billingKeys } from './billing-keys';

/** The list flips at once (the component's optimistic state); either way the prices are asked again. */
export function useToggleOutletSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; isActive: boolean }) =>
      callEndpoint(billingEndpoints.toggleOutlet, { body: input }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: billingKeys.overview() }),
        client.invalidateQueries({ queryKey: billingKeys.calculations() }),
      ]);
    },
  });
}

import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { recurringKeys } from './recurring-keys';

/** "Change package": `{subscription_discount_id}` → url; it takes effect at the next billing. */
export function useChangePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionDiscountId: number) =>
      callEndpoint(recurringEndpoints.changePackage, {
        body: { subscription_discount_id: subscriptionDiscountId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: recurringKeys.active() }),
  });
}

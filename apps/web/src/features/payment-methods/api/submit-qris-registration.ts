import { type QrisRegistrationInput, qrisEndpoints } from '@backoffice/contracts/qris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

/** Success refreshes the payment-methods data (and the registration, the draft is gone). */
export function useSubmitQrisRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QrisRegistrationInput) => callEndpoint(qrisEndpoints.submit, { body }),
    onSuccess: async () => {
      client.setQueryData(paymentMethodKeys.draft(), null);
      await client.invalidateQueries({ queryKey: paymentMethodKeys.all });
    },
  });
}

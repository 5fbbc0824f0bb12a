import { qrisEndpoints } from '@backoffice/contracts/qris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

export function useRequestActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: number) =>
      callEndpoint(qrisEndpoints.activationRequest, { body: { payment_method_id: paymentMethodId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentMethodKeys.methods() }),
  });
}

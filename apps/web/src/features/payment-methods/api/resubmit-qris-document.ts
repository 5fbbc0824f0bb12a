import { type QrisDocumentKind, type QrisDocumentRef, qrisEndpoints } from '@backoffice/contracts/qris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

export function useResubmitQrisDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: QrisDocumentKind; ref: QrisDocumentRef }) =>
      callEndpoint(qrisEndpoints.resubmitDocument, { params: { document: input.kind }, body: input.ref }),
    onSuccess: (registration) => client.setQueryData(paymentMethodKeys.registration(), registration),
  });
}

import { receiptEndpoints, type EmailReceiptRequest } from '@backoffice/contracts/receipts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { transactionDetailKeys } from './transaction-detail-keys';

/** POST /api/v1/email_receipt: the server queues the mail; nothing cached changes. */
export function useSendReceipt() {
  return useMutation({
    mutationKey: [...transactionDetailKeys.all, 'send-receipt'],
    mutationFn: (body: EmailReceiptRequest) => callEndpoint(receiptEndpoints.email, { body }),
  });
}

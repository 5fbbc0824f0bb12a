import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * the product's call list "Manage card or change debit" → url. New card payments are not offered (docs/spec-notes.md, decided reading 8), so both the
 * card's Manage and the debit's Change link a new direct-debit account (decision 0099).
 */
export const useChangePaymentMethod = () =>
  useMutation({
    mutationFn: (input: { finalAmount: number; couponCode: string | null }) =>
      callEndpoint(recurringEndpoints.paymentMethod, {
        body: { payment_type: 'DEBIT', final_amount: input.finalAmount, coupon_code: input.couponCode },
      }),
  });

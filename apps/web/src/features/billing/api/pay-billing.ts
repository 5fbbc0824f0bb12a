import { billingPaymentEndpoints, type payRequestSchema } from '@backoffice/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export const usePayBilling = () =>
  useMutation({
    mutationFn: (body: z.input<typeof payRequestSchema>) =>
      callEndpoint(billingPaymentEndpoints.pay, { body }),
  });

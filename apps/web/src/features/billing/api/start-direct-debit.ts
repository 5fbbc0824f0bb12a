import { type directDebitRequestSchema, recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { activeRecurringKey } from '../../../lib/billing/get-active-recurring';

/**
 * the product's call list "Direct debit" → url (the gateway's account-linking page). A refusal reads the subscription again (spec
 * "recurring data refreshed").
 */
export function useStartDirectDebit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof directDebitRequestSchema>) =>
      callEndpoint(recurringEndpoints.directDebit, { body }),
    onError: () => client.invalidateQueries({ queryKey: activeRecurringKey }),
  });
}

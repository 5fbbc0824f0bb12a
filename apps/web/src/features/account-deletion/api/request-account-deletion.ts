import { type DeletionTicketRequest, deletionEndpoints } from '@backoffice/contracts/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * The deletion call. It ends every session of the business, this one included, so nothing is invalidated
 * afterwards: the page shows the ticket and signs out.
 */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (body: DeletionTicketRequest) => callEndpoint(deletionEndpoints.createTicket, { body }),
  });
}

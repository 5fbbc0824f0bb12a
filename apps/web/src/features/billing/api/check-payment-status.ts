import { billingPaymentEndpoints } from '@backoffice/contracts/billing';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The return page's check: the server asks the gateway; the query's own status is only passed along. */
export const checkPaymentStatus = (query: {
  order_id: string;
  status_code?: string;
  transaction_status?: string;
}) => callEndpoint(billingPaymentEndpoints.status, { query });

import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** "Immediate outlet activation by outlet id returns redirect_url": the gateway's payment page. */
export const useActivateOutletNow = () =>
  useMutation({
    mutationFn: (outletId: number) =>
      callEndpoint(recurringEndpoints.activateOutlet, { params: { outletId } }),
  });

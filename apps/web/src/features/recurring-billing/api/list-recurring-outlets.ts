import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { recurringKeys } from './recurring-keys';

/** "Outlet list with active=all": the outlet tab shows every outlet, renewing or not. */
export const useRecurringOutlets = () =>
  useQuery({
    queryKey: recurringKeys.outletList(),
    queryFn: ({ signal }) => callEndpoint(recurringEndpoints.outlets, { query: { active: 'all' } }, signal),
  });

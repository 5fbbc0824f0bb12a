import { posEndpoints } from '@backoffice/contracts/pos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { deviceKeys } from './device-keys';

export const deviceListQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.list(),
    queryFn: ({ signal }) => callEndpoint(posEndpoints.listDevices, { query: {} }, signal),
  });

export const useDeviceList = () => useQuery(deviceListQueryOptions());

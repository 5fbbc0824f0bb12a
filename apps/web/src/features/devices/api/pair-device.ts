import { type PairPosDeviceBody, posEndpoints } from '@backoffice/contracts/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { deviceKeys } from './device-keys';

export function usePairDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PairPosDeviceBody) => callEndpoint(posEndpoints.pairDevice, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

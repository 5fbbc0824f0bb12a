import { posEndpoints } from '@backoffice/contracts/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { deviceKeys } from './device-keys';

export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(posEndpoints.revokeDevice, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

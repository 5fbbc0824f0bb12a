import { posEndpoints } from '@backoffice/contracts/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { deviceKeys } from './device-keys';

export function useRenameDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      callEndpoint(posEndpoints.renameDevice, { params: { id }, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

import { modifierEndpoints } from '@backoffice/contracts/modifiers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { isModifierGone } from '../modifier-messages';
import { modifierKeys, refreshModifiers } from './modifier-keys';

/** One set by its own route, several through the bulk route (all or none); both answer how many went. */
export function useDeleteModifiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...modifierKeys.all, 'delete'],
    mutationFn: async (ids: number[]): Promise<number> => {
      if (ids.length === 1) {
        await callEndpoint(modifierEndpoints.delete, { params: { id: ids[0]! } });
        return 1;
      }
      return (await callEndpoint(modifierEndpoints.bulkDelete, { body: { ids } })).deleted_count;
    },
    onSuccess: () => refreshModifiers(queryClient),
    onError: (error) => {
      if (isModifierGone(error)) refreshModifiers(queryClient);
    },
  });
}

import { modifierEndpoints, type SaveModifierRequest } from '@backoffice/contracts/modifiers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { isModifierGone } from '../modifier-messages';
import { modifierKeys, refreshModifiers } from './modifier-keys';

export function useCreateModifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...modifierKeys.all, 'create'],
    mutationFn: (body: SaveModifierRequest) => callEndpoint(modifierEndpoints.create, { body }),
    onSuccess: () => refreshModifiers(queryClient),
  });
}

export function useUpdateModifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...modifierKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: SaveModifierRequest }) =>
      callEndpoint(modifierEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshModifiers(queryClient),
    // Someone else removed it: what the screen shows is out of date.
    onError: (error) => {
      if (isModifierGone(error)) refreshModifiers(queryClient);
    },
  });
}

import { itemImportEndpoints } from '@backoffice/contracts/item-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { itemImportKeys } from './item-import-keys';

export function useConfirmItemImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) =>
      callEndpoint(itemImportEndpoints.confirm, { body: { import_id: importId } }),
    onSuccess: (result) => queryClient.setQueryData(itemImportKeys.one(result.id), result),
  });
}

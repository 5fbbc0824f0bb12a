import {
  ITEM_IMPORT_UPLOAD_PATH,
  itemImportSchema,
  type ItemImport,
} from '@backoffice/contracts/item-import';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

/** Sends the file as it is; the answer is the preview, nothing written yet. */
export function uploadItemImport(file: File): Promise<ItemImport> {
  return apiRequest(`/api${ITEM_IMPORT_UPLOAD_PATH}`, {
    method: 'POST',
    query: { file_name: file.name },
    file,
    schema: itemImportSchema,
  });
}

export function useUploadItemImport() {
  return useMutation({ mutationFn: uploadItemImport });
}

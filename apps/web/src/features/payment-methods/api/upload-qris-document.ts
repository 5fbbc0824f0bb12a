import { fileEndpoints } from '@backoffice/contracts/files';
import type { QrisDocumentRef } from '@backoffice/contracts/qris';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** A document goes through the one upload call as a private file of the business (decision 0080). */
export async function uploadQrisDocument(input: {
  outletId: number;
  base64: string;
  fileName: string;
}): Promise<QrisDocumentRef> {
  const uploaded = await callEndpoint(fileEndpoints.upload, {
    params: { outlet: input.outletId },
    body: { data: input.base64, filename: input.fileName, private_access: true },
  });
  return { file_id: uploaded.id, file_name: input.fileName };
}

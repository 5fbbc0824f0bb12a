import { fileEndpoints } from '@backoffice/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

async function readBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** A picture is uploaded as a public file through one of the caller's outlets; the item stores its key. */
export function useUploadItemImage() {
  return useMutation({
    mutationFn: async ({ outletId, file }: { outletId: number; file: File }) =>
      callEndpoint(fileEndpoints.upload, {
        params: { outlet: outletId },
        body: { data: await readBase64(file), filename: file.name, private_access: false },
      }),
  });
}

import type { UploadedFile } from '@backoffice/contracts/files';
import { signFileLink } from '../../platform/files/file-link.js';
import type { StoredFileRow } from '../../platform/files/stored-files.js';

export interface FileAddressing {
  publicUrl: string;
  secret: string;
  now: () => Date;
}

/** A public file's lasting address, or a private file's link valid for minutes. */
export function addressOf(
  file: StoredFileRow,
  addressing: FileAddressing,
): { url: string; expiresAt: number | null } {
  if (!file.privateAccess) {
    return {
      url: `${addressing.publicUrl}/api/file/v1/public/${file.businessId}/${file.id}`,
      expiresAt: null,
    };
  }
  const link = signFileLink(addressing.secret, file.businessId, file.id, addressing.now());
  return { url: `${addressing.publicUrl}${link.path}`, expiresAt: link.expiresAt };
}

export function uploadedFileOf(file: StoredFileRow, addressing: FileAddressing): UploadedFile {
  return {
    data: addressOf(file, addressing).url,
    filename: file.filename,
    private_access: file.privateAccess,
    id: file.id,
    content_type: file.contentType as UploadedFile['content_type'],
    size: file.byteSize,
    width: file.width,
    height: file.height,
  };
}

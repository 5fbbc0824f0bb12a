import { signFileLink } from '../../platform/files/file-link.js';

export interface LinkSigning {
  publicUrl: string;
  secret: string;
  now: () => Date;
}

/** A fresh ten-minute link to an export's file; null while there is none (not done, failed, or aged out). */
export function exportFileUrl(
  signing: LinkSigning,
  businessId: number,
  fileId: string | null,
): string | null {
  if (!fileId) return null;
  const link = signFileLink(signing.secret, businessId, fileId, signing.now());
  return `${signing.publicUrl}${link.path}`;
}

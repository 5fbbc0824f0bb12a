import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived download links (decision 0058): the address names the business and the file, and carries its expiry
 * and an HMAC of the three under a key derived from the server's secret. Anyone holding the link may download until
 * it expires, as with a cloud store's signed URL; nobody can make one for another file or a later time.
 */
export const FILE_LINK_LIFETIME_SECONDS = 10 * 60;

function signatureOf(secret: string, businessId: number, fileId: string, expires: number): string {
  const key = createHmac('sha256', secret).update('file-link').digest();
  return createHmac('sha256', key).update(`${businessId}/${fileId}/${expires}`).digest('base64url');
}

export function signFileLink(
  secret: string,
  businessId: number,
  fileId: string,
  now: Date,
  lifetimeSeconds = FILE_LINK_LIFETIME_SECONDS,
): { path: string; expiresAt: number } {
  // Longer lifetimes are for links sent by mail (the data bundle, decision 0088), which outlive any session.
  const expiresAt = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  const signature = signatureOf(secret, businessId, fileId, expiresAt);
  return {
    path: `/api/file/v1/downloads/${businessId}/${fileId}?expires=${expiresAt}&signature=${signature}`,
    expiresAt,
  };
}

export function fileLinkIsValid(
  secret: string,
  link: { businessId: number; fileId: string; expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires <= Math.floor(now.getTime() / 1000)) return false;
  const expected = Buffer.from(signatureOf(secret, link.businessId, link.fileId, link.expires));
  const presented = Buffer.from(link.signature);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

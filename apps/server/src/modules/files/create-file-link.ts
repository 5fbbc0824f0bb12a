import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { signFileLink } from '../../platform/files/file-link.js';
import { findReachableFile } from './file-outlets.repository.js';

/**
 * A fresh download link for one of the caller's business's files (a private upload to preview, an export), if
 * the file lies within their outlet reach.
 */
export async function createFileLink(
  context: { db: Database; publicUrl: string; secret: string; now: () => Date },
  caller: Caller,
  fileId: string,
): Promise<{ url: string; expires_at: number }> {
  const file = await findReachableFile(context.db, caller, fileId);
  if (!file) throw AppError.platform('NOT_FOUND');
  const link = signFileLink(context.secret, file.businessId, file.id, context.now());
  return { url: `${context.publicUrl}${link.path}`, expires_at: link.expiresAt };
}

import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { fileLinkIsValid } from '../../platform/files/file-link.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { findFile } from '../../platform/files/files.repository.js';
import type { StoredFileRow } from '../../platform/files/stored-files.js';

export interface FileDownload {
  file: StoredFileRow;
  stream: Readable;
  size: number;
}

interface DownloadContext {
  db: Database;
  store: FileStore;
  secret: string;
  now: () => Date;
}

/**
 * A public file by its address, or any file by a signed link that is still valid. Everything else — a private file
 * asked for by its public address, a link for another file, an expired or altered link — answers like a file that
 * does not exist.
 */
export async function openFileDownload(
  context: DownloadContext,
  key: { businessId: number; fileId: string },
  link?: { expires: number; signature: string },
): Promise<FileDownload> {
  if (link && !fileLinkIsValid(context.secret, { ...key, ...link }, context.now())) {
    throw AppError.platform('NOT_FOUND');
  }
  const file = await findFile(context.db, key.businessId, key.fileId);
  if (!file || (!link && file.privateAccess)) throw AppError.platform('NOT_FOUND');
  const opened = await context.store.open(file.storageKey);
  if (!opened) throw AppError.platform('NOT_FOUND');
  return { file, ...opened };
}

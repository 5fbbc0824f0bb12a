import { fileMessages, MAX_UPLOAD_BYTES, type UploadedFile } from '@backoffice/contracts/files';
import { QRIS_DOCUMENT_MAX_BYTES } from '@backoffice/contracts/qris';
import type { z } from 'zod';
import type { uploadFileRequestSchema } from '@backoffice/contracts/files';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { imagePixelSize, sniffFileType } from '../../platform/files/file-type.js';
import { storeFile } from '../../platform/files/stored-files.js';
import { type FileAddressing, uploadedFileOf } from './file-addresses.js';
import { outletIsReachable } from './file-outlets.repository.js';

/** Larger images are refused before anyone decodes them: a small file can declare a huge canvas. */
const MAX_PIXELS = 100_000_000;

/**
 * Stores one uploaded file for an outlet (spec `POST /file/v1/outlets/{outlet}/files/sync`). The type comes from
 * the bytes; an image's pixel size from its header. What a feature accepts beyond that (campaign images at least
 * 800 px, QRIS documents at most 2 MB) it checks when it saves a reference to the file.
 */
export async function uploadFile(
  context: FileAddressing & { db: Database; store: FileStore },
  caller: Caller,
  outletId: number,
  body: z.output<typeof uploadFileRequestSchema>,
): Promise<UploadedFile> {
  if (!(await outletIsReachable(context.db, caller, outletId))) throw AppError.platform('NOT_FOUND');
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw AppError.invalidField('body.data', fileMessages.maxSize8);
  // Private uploads are QRIS documents (campaign images are public): their 2 MB limit is checked before storing
  // (decision 0083), so an oversized document never reaches the store.
  if (body.private_access && bytes.length > QRIS_DOCUMENT_MAX_BYTES) {
    throw AppError.invalidField('body.data', fileMessages.maxSize2);
  }
  const type = sniffFileType(bytes);
  if (!type) throw AppError.invalidField('body.data', fileMessages.uploadFailed);
  const size = type === 'application/pdf' ? null : imagePixelSize(bytes, type);
  if (type !== 'application/pdf' && (!size || size.width * size.height > MAX_PIXELS)) {
    throw AppError.invalidField('body.data', fileMessages.uploadFailed);
  }
  const stored = await storeFile(context.db, context.store, {
    businessId: caller.businessId,
    outletId,
    createdBy: caller.userId,
    filename: body.filename,
    contentType: type,
    content: bytes,
    width: size?.width ?? null,
    height: size?.height ?? null,
    privateAccess: body.private_access,
  });
  return uploadedFileOf(stored, context);
}

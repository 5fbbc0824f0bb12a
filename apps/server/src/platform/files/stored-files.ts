import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StoredFileType } from '@backoffice/contracts/files';
import type { Queryable } from '../../db/database.js';
import type { FileStore } from './file-store.js';
import { insertFile, type StoredFileRow } from './files.repository.js';

export type { StoredFileRow } from './files.repository.js';

const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
};

export interface FileToStore {
  businessId: number;
  outletId: number | null;
  createdBy: number | null;
  filename: string;
  contentType:
    | StoredFileType
    | 'text/csv'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    | 'application/zip';
  content: Buffer | Readable;
  width?: number | null;
  height?: number | null;
  privateAccess: boolean;
}

/**
 * Stores the bytes first, then the row in the caller's transaction: a file row never names missing bytes. If the
 * transaction rolls back, the bytes stay without a row (nothing can reach them: every download starts from the
 * row) until the orphan sweep.
 */
export async function storeFile(db: Queryable, store: FileStore, file: FileToStore): Promise<StoredFileRow> {
  const id = randomUUID();
  const storageKey = `${file.businessId}/${id}.${EXTENSION[file.contentType] ?? 'bin'}`;
  const { size } = await store.put(storageKey, file.content);
  return insertFile(db, {
    businessId: file.businessId,
    id,
    outletId: file.outletId,
    createdBy: file.createdBy,
    filename: file.filename,
    contentType: file.contentType,
    byteSize: size,
    width: file.width ?? null,
    height: file.height ?? null,
    privateAccess: file.privateAccess,
    storageKey,
  });
}

/** What a feature accepts of a stored file when it saves a reference to it (campaign images, QRIS documents). */
export interface StoredFileRule {
  types: readonly StoredFileType[];
  maxBytes: number;
  minWidth?: number;
  minHeight?: number;
}

export type StoredFileProblem = 'type' | 'size' | 'width' | 'height';

/** The first rule the file breaks, or null; the feature turns it into its own message. */
export function storedFileProblem(file: StoredFileRow, rule: StoredFileRule): StoredFileProblem | null {
  if (!(rule.types as readonly string[]).includes(file.contentType)) return 'type';
  if (file.byteSize > rule.maxBytes) return 'size';
  if (rule.minWidth !== undefined && (file.width ?? 0) < rule.minWidth) return 'width';
  if (rule.minHeight !== undefined && (file.height ?? 0) < rule.minHeight) return 'height';
  return null;
}

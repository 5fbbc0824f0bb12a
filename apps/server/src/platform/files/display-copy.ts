import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Queryable } from '../../db/database.js';
import type { FileStore } from './file-store.js';
import { type StoredFileRow, storeFile } from './stored-files.js';

/** Customer displays are at most full-HD tablets and screens: a longer side than this is never shown. */
export const DISPLAY_MAX_SIDE = 1920;

/**
 * A copy of a stored image sized for a customer display (longest side at most 1920 px, turned upright by its EXIF
 * orientation, same format), stored as a public file of its own beside the original, which stays as uploaded
 * (decision 0092). An image already small enough gets no copy: null, and the display shows the original.
 */
export async function storeDisplayCopy(
  db: Queryable,
  store: FileStore,
  original: StoredFileRow,
): Promise<StoredFileRow | null> {
  if (original.contentType !== 'image/png' && original.contentType !== 'image/jpeg') return null;
  const longest = Math.max(original.width ?? 0, original.height ?? 0);
  if (longest <= DISPLAY_MAX_SIDE) return null;
  const opened = await store.open(original.storageKey);
  if (!opened) return null;
  const pipeline = sharp(await buffer(opened.stream), { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: DISPLAY_MAX_SIDE, height: DISPLAY_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    original.contentType === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return storeFile(db, store, {
    businessId: original.businessId,
    outletId: original.outletId,
    createdBy: original.createdBy,
    filename: original.filename,
    contentType: original.contentType,
    content: data,
    width: info.width,
    height: info.height,
    privateAccess: false,
  });
}

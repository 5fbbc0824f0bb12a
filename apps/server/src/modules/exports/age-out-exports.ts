import { EXPORT_FILE_DAYS } from '@backoffice/contracts/exports';
import type { Database } from '../../db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { deleteFileRow, listAgedExportFiles } from './export-requests.repository.js';

const BATCH = 500;

/**
 * Deletes the files of exports finished more than EXPORT_FILE_DAYS ago (decision 0060). The row goes first: a
 * download starts from the row, so once it is gone the bytes are unreachable even if removing them fails.
 */
export async function ageOutExports(db: Database, store: FileStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXPORT_FILE_DAYS * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const aged = await listAgedExportFiles(db, before, BATCH);
    for (const file of aged) {
      await deleteFileRow(db, file.businessId, file.id);
      await store.remove(file.storageKey);
      removed += 1;
    }
    if (aged.length < BATCH) return removed;
  }
}

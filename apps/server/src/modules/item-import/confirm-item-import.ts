import { itemImportMessages, type ItemImport } from '@backoffice/contracts/item-import';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { itemImportOf } from './item-import-view.js';
import { findItemImport, moveItemImport } from './item-imports.repository.js';

export interface ItemImportJobData {
  businessId: number;
  importId: string;
}

/**
 * The merchant's confirmation: the preview becomes QUEUED and its job is stored in the same transaction. A preview
 * with refused rows cannot be confirmed (all or nothing: the file is fixed and uploaded again). Confirming an import
 * already confirmed changes nothing and answers it as it is, so a second click starts no second run.
 */
export async function confirmItemImport(
  db: Database,
  job: JobSender<ItemImportJobData>,
  caller: Caller,
  importId: string,
): Promise<ItemImport> {
  return db.transaction(async (tx) => {
    const row = foundInBusiness(await findItemImport(tx, caller, importId, { forUpdate: true }));
    if (row.status !== 'PREVIEW') return itemImportOf(row);
    if (row.refusedRows > 0) throw AppError.invalidField('body.import_id', itemImportMessages.hasRefusedRows);
    const queued = await moveItemImport(tx, caller, importId, ['PREVIEW'], { status: 'QUEUED' });
    await job.send({ businessId: caller.businessId, importId }, { in: tx });
    return itemImportOf(queued!);
  });
}

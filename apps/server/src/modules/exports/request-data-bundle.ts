import type { z } from 'zod';
import {
  DATA_BUNDLE_FEATURE,
  type DataBundle,
  type dataBundleRequestSchema,
} from '@backoffice/contracts/account-deletion';
import type { Database } from '../../db/database.js';
import { localDate } from '../../domain/local-time.js';
import { nextDate } from '../../domain/calendar-text.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { listReachableOutlets } from '../../sales/transaction-outlets.repository.js';
import { findLatestDataBundle, insertExportRequest, lockBusiness } from './export-requests.repository.js';
import type { LinkSigning } from './export-file-url.js';
import { dataBundleOf } from './data-bundle-view.js';
import type { ExportJobData } from './request-export.js';

/** Before any sale the product recorded: the bundle's transactions start here. */
const BUNDLE_START = '2000-01-01T00:00:00';

/**
 * The owner asks for the data bundle (decision 0088): an export row and its job in one transaction, like any
 * export, over every outlet and all time up to tomorrow (every outlet's clock, west or east of Jakarta, is inside).
 * A bundle still being written answers instead of a second one: a double click makes one job.
 */
export async function requestDataBundle(
  db: Database,
  job: JobSender<ExportJobData>,
  signing: LinkSigning,
  caller: Caller,
  body: z.output<typeof dataBundleRequestSchema>,
): Promise<DataBundle> {
  const outlets = await listReachableOutlets(db, caller, undefined);
  const end = `${nextDate(localDate('Asia/Jakarta', signing.now()))}T23:59:59`;
  return db.transaction(async (tx) => {
    // The lock on the business row orders two racing requests: the second sees the first's row.
    await lockBusiness(tx, caller);
    const latest = await findLatestDataBundle(tx, caller);
    if (latest?.status === 'IN_PROGRESS') return dataBundleOf(signing, latest);
    const row = await insertExportRequest(tx, {
      businessId: caller.businessId,
      featureName: DATA_BUNDLE_FEATURE,
      format: body.format,
      startTime: BUNDLE_START,
      endTime: end,
      outletId: null,
      outletIds: outlets.map((outlet) => outlet.id),
      createdBy: caller.userId,
    });
    await job.send({ businessId: caller.businessId, exportId: row.id }, { in: tx });
    return dataBundleOf(signing, row);
  });
}

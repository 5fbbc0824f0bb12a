import { type z } from 'zod';
import type { createExportBodySchema, ExportStatusResponse } from '@backoffice/contracts/exports';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { AppError } from '../../platform/errors/app-error.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';
import { insertExportRequest } from './export-requests.repository.js';

export interface ExportJobData {
  businessId: number;
  exportId: string;
}

/**
 * Stores the request and its job in one transaction and answers IN_PROGRESS at once. The outlets are fixed now,
 * from the caller's reach: a named outlet beyond it is 404 like another business's.
 */
export async function requestExport(
  db: Database,
  job: JobSender<ExportJobData>,
  caller: Caller,
  body: z.output<typeof createExportBodySchema>,
): Promise<ExportStatusResponse> {
  // The Item list's export is the catalogue: it needs the Item list's permission beside the exports' own
  // (docs/spec-notes.md "Item import and export").
  if (body.feature_name === 'items' && !caller.permissions.has('library.items')) {
    throw AppError.platform('FORBIDDEN');
  }
  const outletId = body.additional.outlet_id;
  const { outlets } = resolveOutletScope(caller, outletId === null ? undefined : [outletId]);
  return db.transaction(async (tx) => {
    const row = await insertExportRequest(tx, {
      businessId: caller.businessId,
      featureName: body.feature_name,
      format: body.format,
      startTime: body.additional.start_time,
      endTime: body.additional.end_time,
      outletId,
      outletIds: outlets.map((outlet) => outlet.id),
      // The Item list's filters, read when the file is written (decision 0215).
      itemFilters: body.feature_name === 'items' ? (body.additional.item_filters ?? {}) : null,
      createdBy: caller.userId,
    });
    await job.send({ businessId: caller.businessId, exportId: row.id }, { in: tx });
    return { id: row.id, status: 'IN_PROGRESS', file_url: null, error_message: null };
  });
}

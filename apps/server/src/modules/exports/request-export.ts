import { type z } from 'zod';
import type { createExportBodySchema, ExportStatusResponse } from '@backoffice/contracts/exports';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { AppError } from '../../platform/errors/app-error.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';
import { mayExport } from './export-access.js';
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
  // Each kind needs the permission of the screen it comes from (export-access.ts, decision 0231).
  if (!mayExport(caller, body.feature_name)) throw AppError.platform('FORBIDDEN');
  const reportFilters = body.feature_name === 'sales-report' ? body.additional.report_filters! : null;
  // A report names its outlets (several or none: every outlet reached); the other kinds one or none.
  const named = reportFilters ? reportFilters.outlet_ids : body.additional.outlet_id;
  const { outlets } = resolveOutletScope(
    caller,
    named === null ? undefined : Array.isArray(named) ? named : [named],
  );
  const outletId = reportFilters
    ? reportFilters.outlet_ids?.length === 1
      ? reportFilters.outlet_ids[0]!
      : null
    : body.additional.outlet_id;
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
      reportFilters,
      createdBy: caller.userId,
    });
    await job.send({ businessId: caller.businessId, exportId: row.id }, { in: tx });
    return { id: row.id, status: 'IN_PROGRESS', file_url: null, error_message: null };
  });
}

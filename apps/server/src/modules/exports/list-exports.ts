import { exportableFeatures } from './export-access.js';
import {
  EXPORT_HISTORY_PAGE_SIZE,
  type ExportFeatureName,
  type ExportFormat,
  type ExportHistoryItem,
  type ExportStatus,
} from '@backoffice/contracts/exports';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { listExportRequestPage, type ExportPosition } from './export-requests.repository.js';
import { exportFileUrl, type LinkSigning } from './export-file-url.js';

function decodeCursor(cursor: string): ExportPosition {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      if (!Number.isNaN(Date.parse(value[0])) && /^[0-9a-f-]{36}$/.test(value[1])) {
        return { createdAt: value[0], id: value[1] };
      }
    }
  } catch {
    // falls through to the error below
  }
  throw AppError.invalidField('cursor', 'Must be a cursor from a previous page.');
}

const encodeCursor = (position: ExportPosition) =>
  Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');

/** The business's exports, newest first, each with a fresh link while its file is kept. */
export async function listExports(
  db: Database,
  signing: LinkSigning,
  caller: Caller,
  query: { cursor?: string | undefined },
): Promise<{ results: ExportHistoryItem[]; next_cursor: string | null }> {
  // The history lists the kinds the caller may ask for; a caller who may ask for none is refused (decision 0231).
  const features = exportableFeatures(caller);
  if (features.length === 0) throw AppError.platform('FORBIDDEN');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listExportRequestPage(db, caller, {
    after,
    limit: EXPORT_HISTORY_PAGE_SIZE + 1,
    features,
  });
  const page = rows.slice(0, EXPORT_HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map(({ request, outletName }) => ({
      id: request.id,
      status: request.status as ExportStatus,
      file_url:
        request.status === 'SUCCESS' ? exportFileUrl(signing, request.businessId, request.fileId) : null,
      error_message: request.errorMessage,
      feature_name: request.featureName as ExportFeatureName,
      format: request.format as ExportFormat,
      start_time: request.startTime,
      end_time: request.endTime,
      outlet_id: request.outletId,
      outlet_name: outletName,
      created_at: request.createdAt.toISOString(),
      completed_at: request.completedAt?.toISOString() ?? null,
      expired: request.status === 'SUCCESS' && request.fileId === null,
      report: request.reportFilters?.report ?? null,
    })),
    next_cursor:
      rows.length > EXPORT_HISTORY_PAGE_SIZE && last
        ? encodeCursor({ createdAt: rows[EXPORT_HISTORY_PAGE_SIZE - 1]!.createdAtKey, id: last.request.id })
        : null,
  };
}

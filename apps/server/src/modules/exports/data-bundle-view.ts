import { EXPORT_FILE_DAYS } from '@backoffice/contracts/exports';
import type { DataBundle, DataBundleFormat } from '@backoffice/contracts/account-deletion';
import type { ExportRequestRow } from './export-requests.repository.js';
import { exportFileUrl, type LinkSigning } from './export-file-url.js';

/** When a finished bundle's file is deleted by the age-out (decision 0060). */
export function bundleExpiresAt(row: ExportRequestRow): Date | null {
  if (row.status !== 'SUCCESS' || !row.completedAt) return null;
  return new Date(row.completedAt.getTime() + EXPORT_FILE_DAYS * 24 * 60 * 60 * 1000);
}

export function dataBundleOf(signing: LinkSigning, row: ExportRequestRow): DataBundle {
  return {
    id: row.id,
    status: row.status as DataBundle['status'],
    format: row.format as DataBundleFormat,
    file_url: row.status === 'SUCCESS' ? exportFileUrl(signing, row.businessId, row.fileId) : null,
    error_message: row.errorMessage,
    created_at: row.createdAt.toISOString(),
    expires_at: row.fileId ? (bundleExpiresAt(row)?.toISOString() ?? null) : null,
  };
}

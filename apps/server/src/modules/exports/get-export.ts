import { mayExport } from './export-access.js';
import type { ExportStatus, ExportStatusResponse } from '@backoffice/contracts/exports';
import { DATA_BUNDLE_FEATURE } from '@backoffice/contracts/account-deletion';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { findReachableExportRequest } from './export-requests.repository.js';
import { exportFileUrl, type LinkSigning } from './export-file-url.js';

/** "Export status": the status and, once done, a fresh link to the file. */
export async function getExport(
  db: Database,
  signing: LinkSigning,
  caller: Caller,
  id: string,
): Promise<ExportStatusResponse> {
  const found = await findReachableExportRequest(db, caller, id);
  // A data bundle is the owner's alone (decision 0088): the report permission does not reach it. Another kind the
  // caller may not ask for is as unknown to them as another business's (decision 0231).
  const row = foundInBusiness(
    found?.featureName === DATA_BUNDLE_FEATURE || (found && !mayExport(caller, found.featureName))
      ? undefined
      : found,
  );
  return {
    id: row.id,
    status: row.status as ExportStatus,
    file_url: row.status === 'SUCCESS' ? exportFileUrl(signing, row.businessId, row.fileId) : null,
    error_message: row.errorMessage,
  };
}

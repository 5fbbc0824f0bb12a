import { and, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { exportRequests, files, outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesEveryOutlet } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach, outletListWithinReach } from '../../platform/auth/tenant-scope.js';
import type { StoredFileRow } from '../../platform/files/stored-files.js';

/** Whether the outlet is the caller's business's and within their reach: anything else is a missing outlet. */
export async function outletIsReachable(db: Queryable, caller: Caller, outletId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(
      and(
        inBusiness(outlets.businessId, caller),
        eq(outlets.id, outletId),
        inOutletReach(caller, outlets.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * One of the business's files as a person may reach it (issue 27): a file of an outlet beyond their reach is
 * missing to them, and so is an export's file when the export covers such an outlet (an "All Outlet" export's
 * file names no outlet of its own, but holds every outlet's sales).
 */
export async function findReachableFile(
  db: Queryable,
  caller: Caller,
  fileId: string,
): Promise<StoredFileRow | null> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .leftJoin(
      exportRequests,
      and(eq(exportRequests.businessId, files.businessId), eq(exportRequests.fileId, files.id)),
    )
    .where(
      and(
        inBusiness(files.businessId, caller),
        eq(files.id, fileId),
        reachesEveryOutlet(caller)
          ? undefined
          : or(isNull(files.outletId), inOutletReach(caller, files.outletId)),
        reachesEveryOutlet(caller)
          ? undefined
          : or(isNull(exportRequests.id), outletListWithinReach(caller, exportRequests.outletIds)),
      ),
    )
    .limit(1);
  return row?.file ?? null;
}

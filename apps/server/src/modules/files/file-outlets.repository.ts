import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

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

import type { Principal } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletReachable, readPrincipal } from './brand-rules.js';

export async function getPrincipal(
  db: Database,
  caller: Caller,
  principalId: number,
  outletId: number,
): Promise<Principal> {
  await assertOutletReachable(db, caller, outletId, 'query.outlet_id');
  return readPrincipal(db, caller, principalId, outletId);
}

import type { DiscountKey } from '@backoffice/contracts/discounts';
import type { DiscountOutletsResponse } from '@backoffice/contracts/discounts';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findDiscountByKey } from './discount-rules.js';
import { listDiscountOutletNames } from './discounts.repository.js';

export async function listDiscountOutlets(
  db: Database,
  caller: Caller,
  key: DiscountKey,
): Promise<DiscountOutletsResponse> {
  const row = await findDiscountByKey(db, caller, key);
  const outlets = await listDiscountOutletNames(db, caller, row.id);
  return { results: outlets.map((outlet) => ({ outlet_id: outlet.outletId, name: outlet.name })) };
}

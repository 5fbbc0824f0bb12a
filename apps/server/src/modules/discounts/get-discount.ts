import type { Discount, DiscountKey } from '@backoffice/contracts/discounts';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { editableDiscounts, findDiscountByKey, toDiscount } from './discount-rules.js';
import { listOutletIdsByDiscount } from './discounts.repository.js';

export async function getDiscount(db: Database, caller: Caller, key: DiscountKey): Promise<Discount> {
  const row = await findDiscountByKey(db, caller, key);
  const [outletIds, canEdit] = await Promise.all([
    listOutletIdsByDiscount(db, caller, [row.id]),
    editableDiscounts(db, caller, [row.id]),
  ]);
  return toDiscount(row, outletIds.get(row.id) ?? [], canEdit(row.id));
}

import type { CreateDiscountBody, Discount } from '@backoffice/contracts/discounts';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletsInReach, toDiscount, withNameUniqueness } from './discount-rules.js';
import { assignDiscountOutlets, insertDiscount } from './discounts.repository.js';

/** The name rule is the unique index: no lock, and a name taken meanwhile is the name error. */
export function createDiscount(db: Database, caller: Caller, input: CreateDiscountBody): Promise<Discount> {
  const outletIds = [...new Set(input.outlet_ids)].sort((a, b) => a - b);
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletsInReach(tx, caller, { 'body.outlet_ids': input.outlet_ids });
      const values = { name: input.name, type: input.type, amount: input.amount };
      const discountId = await insertDiscount(tx, caller, values);
      await assignDiscountOutlets(tx, caller, discountId, outletIds);
      // Every Outlet it has was just checked within the caller's reach: theirs to edit.
      return toDiscount(values, outletIds, true);
    }),
  );
}

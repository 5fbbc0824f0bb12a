import type { Discount, UpdateDiscountBody } from '@backoffice/contracts/discounts';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertDiscountWithinReach,
  assertOutletsInReach,
  findDiscountByKey,
  toDiscount,
  withNameUniqueness,
} from './discount-rules.js';
import {
  assignDiscountOutlets,
  listOutletIdsByDiscount,
  unassignDiscountOutlets,
  updateDiscountRow,
} from './discounts.repository.js';

/**
 * Outlets the client did not mention stay as they are (see the contract), so two people assigning different
 * Outlets at once both keep their change. The Discount's row is locked for the edit: a second edit from the same
 * copy waits, then finds it stale; the name rule is the unique index.
 */
export function updateDiscount(db: Database, caller: Caller, input: UpdateDiscountBody): Promise<Discount> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletsInReach(tx, caller, {
        'body.updated_outlet_ids': input.updated_outlet_ids,
        'body.deleted_outlet_ids': input.deleted_outlet_ids,
      });
      const current = await findDiscountByKey(
        tx,
        caller,
        { name: input.original_name, type: input.original_type, amount: input.original_amount },
        { forUpdate: true },
      );
      await assertDiscountWithinReach(tx, caller, current.id);
      const values = { name: input.name, type: input.type, amount: input.amount };
      await updateDiscountRow(tx, caller, current.id, values);
      await unassignDiscountOutlets(tx, caller, current.id, input.deleted_outlet_ids);
      await assignDiscountOutlets(tx, caller, current.id, [...new Set(input.updated_outlet_ids)]);
      const outletIds = await listOutletIdsByDiscount(tx, caller, [current.id]);
      // It was within reach before the edit and every Outlet added is: still the caller's to edit.
      return toDiscount(values, outletIds.get(current.id) ?? [], true);
    }),
  );
}

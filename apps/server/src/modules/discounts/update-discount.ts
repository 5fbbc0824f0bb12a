import type { Discount } from '@backoffice/contracts/discounts';
import { type Database, writeTransaction } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertDiscountWithinReach,
  assertOutletsInReach,
  discountNameTaken,
  findDiscountByKey,
  isNameTaken,
  toDiscount,
  withNameUniqueness,
} from './discount-rules.js';
import {
  assignDiscountOutlets,
  listOutletIdsByDiscount,
  unassignDiscountOutlets,
  updateDiscountRow,
} from './discounts.repository.js';

export interface UpdateDiscountInput {
  original_name: string;
  original_type: Discount['type'];
  original_amount: number | null;
  name: string;
  type: Discount['type'];
  amount: number | null;
  updated_outlet_ids: number[];
  deleted_outlet_ids: number[];
}

/**
 * Outlets the client did not mention stay as they are (see the contract), so two people assigning different
 * Outlets at once both keep their change.
 */
export function updateDiscount(db: Database, caller: Caller, input: UpdateDiscountInput): Promise<Discount> {
  return withNameUniqueness(() =>
    writeTransaction(db, caller.businessId, async (tx) => {
      await assertOutletsInReach(tx, caller, {
        'body.updated_outlet_ids': input.updated_outlet_ids,
        'body.deleted_outlet_ids': input.deleted_outlet_ids,
      });
      const current = await findDiscountByKey(tx, caller, {
        name: input.original_name,
        type: input.original_type,
        amount: input.original_amount,
      });
      await assertDiscountWithinReach(tx, caller, current.id);
      if (await isNameTaken(tx, caller, input.name, current.id)) throw discountNameTaken();
      const values = { name: input.name, type: input.type, amount: input.amount };
      await updateDiscountRow(tx, caller, current.id, values);
      await unassignDiscountOutlets(tx, caller, current.id, input.deleted_outlet_ids);
      await assignDiscountOutlets(tx, caller, current.id, [...new Set(input.updated_outlet_ids)]);
      const outletIds = await listOutletIdsByDiscount(tx, caller, [current.id]);
      return toDiscount(values, outletIds.get(current.id) ?? []);
    }),
  );
}

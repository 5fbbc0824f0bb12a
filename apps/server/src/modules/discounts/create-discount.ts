import type { Discount } from '@backoffice/contracts/discounts';
import { type Database, writeTransaction } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertOutletsInReach,
  discountNameTaken,
  isNameTaken,
  toDiscount,
  withNameUniqueness,
} from './discount-rules.js';
import { assignDiscountOutlets, insertDiscount } from './discounts.repository.js';

export interface CreateDiscountInput {
  name: string;
  type: Discount['type'];
  amount: number | null;
  outlet_ids: number[];
}

export function createDiscount(db: Database, caller: Caller, input: CreateDiscountInput): Promise<Discount> {
  const outletIds = [...new Set(input.outlet_ids)].sort((a, b) => a - b);
  return withNameUniqueness(() =>
    writeTransaction(db, caller.businessId, async (tx) => {
      await assertOutletsInReach(tx, caller, { 'body.outlet_ids': input.outlet_ids });
      if (await isNameTaken(tx, caller, input.name)) throw discountNameTaken();
      const values = { name: input.name, type: input.type, amount: input.amount };
      const discountId = await insertDiscount(tx, caller, values);
      await assignDiscountOutlets(tx, caller, discountId, outletIds);
      return toDiscount(values, outletIds);
    }),
  );
}

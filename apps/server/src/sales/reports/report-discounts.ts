import {
  DISCOUNT_KINDS,
  type DiscountKind,
  type DiscountReportDto,
  type DiscountRowDto,
} from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { sumDimensions } from './bill-reports.repository.js';

/** The rollup's dimension of each kind of discount (db/dimension-days.ts). */
const dimensionOf: Record<DiscountKind, string> = {
  ITEM_DISCOUNT: 'item_discount',
  BILL_DISCOUNT: 'bill_discount',
  PROMOTION: 'promotion',
  LOYALTY: 'loyalty',
};

/**
 * Discounts: per kind and name, how many times each was applied on the range's completed bills and what it gave
 * (decision 0245). The amounts add up to the bills' `discount_total`, so the total equals Summary's Discounts; the
 * share refunds gave back is one figure for the range (`refunded`), as refunds store it.
 */
export async function reportDiscounts(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<DiscountReportDto> {
  const sums = await sumDimensions(
    db,
    business,
    scope,
    range,
    [...Object.values(dimensionOf), 'discount_refund'],
    false,
  );
  const kindOf = new Map(DISCOUNT_KINDS.map((kind) => [dimensionOf[kind], kind] as const));
  const rows: DiscountRowDto[] = sums
    .flatMap((row) => {
      const kind = kindOf.get(row.dimension);
      if (!kind || (row.count === 0 && row.amount === 0)) return [];
      return [{ kind, name: row.key, timesApplied: row.count, amount: row.amount }];
    })
    .sort((x, y) => y.amount - x.amount || x.kind!.localeCompare(y.kind!) || x.name.localeCompare(y.name));
  const refunded = -sums
    .filter((row) => row.dimension === 'discount_refund')
    .reduce((all, row) => all + row.refundAmount, 0);
  return {
    rows,
    total: {
      kind: null,
      name: '',
      timesApplied: rows.reduce((all, row) => all + row.timesApplied, 0),
      amount: rows.reduce((all, row) => all + row.amount, 0),
    },
    refunded,
  };
}

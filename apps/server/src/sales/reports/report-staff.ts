import type { StaffReportDto, StaffRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import { averageSale } from '../../domain/sales-figures.js';
import type { LocalRange } from '../orders.repository.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { findUserNames, sumDimensions, type DimensionSums } from './bill-reports.repository.js';

/** Staff: per cashier and whoever refunded, voided or cancelled; Server: per bill's server (decision 0245). */
export type StaffRole = 'cashier' | 'server';

function rowOf(
  userId: number | null,
  name: string,
  sums: Omit<DimensionSums, 'outletId' | 'dimension' | 'key'>,
) {
  const netSales = sums.amount + sums.refundAmount;
  const row: StaffRowDto = {
    userId,
    name,
    transactions: sums.count,
    netSales,
    averageBill: averageSale(netSales, sums.count),
    refundCount: sums.refundCount,
    refunds: -sums.refundAmount,
    voids: sums.voidCount,
    voidAmount: sums.voidAmount,
    cancellations: sums.cancelledCount,
    cancelledAmount: sums.cancelledAmount,
    discounts: sums.discount,
  };
  return row;
}

/**
 * Per staff member: transactions, net sales (after the refunds counted under them, so the rows add up to Summary's
 * Net sales), average bill, refunds, voids, cancellations and discounts given. The bills nobody was recorded on are
 * one row, `userId` null.
 */
export async function reportStaff(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
  role: StaffRole,
): Promise<StaffReportDto> {
  const sums = await sumDimensions(db, business, scope, range, [role], false);
  const ids = sums.flatMap((row) => (row.key === '' ? [] : [Number(row.key)]));
  const names = await findUserNames(db, business, ids);
  const rows = sums
    .map((row) => {
      const userId = row.key === '' ? null : Number(row.key);
      return rowOf(userId, userId === null ? '' : (names.get(userId) ?? ''), row);
    })
    .sort(
      (x, y) => y.netSales - x.netSales || x.name.localeCompare(y.name) || (x.userId ?? 0) - (y.userId ?? 0),
    );
  const sum = (pick: (row: DimensionSums) => number) => sums.reduce((all, row) => all + pick(row), 0);
  const total = rowOf(null, '', {
    count: sum((row) => row.count),
    amount: sum((row) => row.amount),
    base: 0,
    gratuity: 0,
    discount: sum((row) => row.discount),
    refundCount: sum((row) => row.refundCount),
    refundAmount: sum((row) => row.refundAmount),
    refundBase: 0,
    refundGratuity: 0,
    voidCount: sum((row) => row.voidCount),
    voidAmount: sum((row) => row.voidAmount),
    cancelledCount: sum((row) => row.cancelledCount),
    cancelledAmount: sum((row) => row.cancelledAmount),
  });
  return { rows, total };
}

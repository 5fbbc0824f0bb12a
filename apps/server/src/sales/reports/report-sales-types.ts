import type { SalesTypeReportDto, SalesTypeRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { findSalesTypeNames, sumDimensions } from './bill-reports.repository.js';

/**
 * Sales type: per sales type of the bill, transactions, net sales and gratuity, each net of the range's refunds of
 * bills of that type (decision 0245). The bills without a sales type, or of one since deleted, are one row,
 * `salesTypeId` null.
 */
export async function reportSalesTypes(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<SalesTypeReportDto> {
  const sums = await sumDimensions(db, business, scope, range, ['sales_type'], false);
  const ids = sums.flatMap((row) => (row.key === '' ? [] : [Number(row.key)]));
  const names = await findSalesTypeNames(db, business, ids);
  // A deleted sales type's bills have none since (its id is cleared on them): its days join the bills without one,
  // so the days read here and the rows read at a range's edges agree.
  const byType = new Map<number | null, SalesTypeRowDto>();
  for (const row of sums) {
    const id = row.key === '' ? null : Number(row.key);
    const salesTypeId = id !== null && names.has(id) ? id : null;
    const sofar = byType.get(salesTypeId) ?? {
      salesTypeId,
      name: salesTypeId === null ? '' : names.get(salesTypeId)!,
      transactions: 0,
      netSales: 0,
      gratuity: 0,
    };
    sofar.transactions += row.count;
    sofar.netSales += row.amount + row.refundAmount;
    sofar.gratuity += row.gratuity + row.refundGratuity;
    byType.set(salesTypeId, sofar);
  }
  const rows = [...byType.values()].sort((x, y) => y.netSales - x.netSales || x.name.localeCompare(y.name));
  const sum = (pick: (row: SalesTypeRowDto) => number) => rows.reduce((all, row) => all + pick(row), 0);
  return {
    rows,
    total: {
      salesTypeId: null,
      name: '',
      transactions: sum((row) => row.transactions),
      netSales: sum((row) => row.netSales),
      gratuity: sum((row) => row.gratuity),
    },
  };
}

import type { CategorySalesReportDto, CategorySalesRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { byNetSales, collectItemSales, itemFigures } from './report-item-sales.js';

/**
 * Category sales: Item sales grouped by the category name on the bill ('' for lines without one), so the two
 * reports' totals are one sum (decision 0240).
 */
export async function reportCategorySales(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<CategorySalesReportDto> {
  const { groups, billDiscounts } = await collectItemSales(db, business, scope, range, (s) => s.categoryName);
  const rows: CategorySalesRowDto[] = [...groups]
    .map(([categoryName, sums]) => ({ categoryName, ...itemFigures(sums) }))
    .sort(byNetSales((row) => row.categoryName));
  return { rows, total: { categoryName: '', ...itemFigures([...groups.values()].flat()) }, billDiscounts };
}

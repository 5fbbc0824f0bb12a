import type { ItemSalesReportDto, ItemSalesRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import { marginPercent } from '../../domain/sales-figures.js';
import type { LocalRange } from '../orders.repository.js';
import { splitIntoDays } from '../split-into-days.js';
import { monthsAndDays } from './item-report-spans.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import {
  sumItemDays,
  sumItemRows,
  sumOrderDiscountDays,
  sumOrderDiscountRows,
  type ItemSums,
} from './item-report.repository.js';

type Business = { businessId: number };

/** The figures of an item, a category or the total (decision 0240; docs/sales-figures.md). */
export type ItemFigures = Omit<ItemSalesRowDto, 'itemId' | 'name' | 'variantName' | 'categoryName'>;

export function itemFigures(sums: readonly ItemSums[]): ItemFigures {
  const sum = (pick: (s: ItemSums) => number) => sums.reduce((all, s) => all + pick(s), 0);
  const grossSales = sum((s) => s.grossSales);
  const discounts = sum((s) => s.discounts);
  const refunds = -sum((s) => s.refundNetSales);
  const netSales = grossSales - discounts - refunds;
  const costOfGoods = sum((s) => s.costOfGoods) - sum((s) => s.refundedCost);
  const grossProfit = netSales - costOfGoods;
  return {
    quantity: sum((s) => s.quantity),
    refundedQuantity: sum((s) => s.refundedQuantity),
    grossSales,
    discounts,
    refunds,
    netSales,
    costOfGoods,
    grossProfit,
    grossMargin: marginPercent(grossProfit, netSales),
  };
}

/**
 * The item sums of a range — whole months and days from the item report days, the partial days at the edges from
 * the rows (decision 0240) — grouped by `keyOf`, and the range's bill-level discounts: every discount of its completed orders
 * (as Summary counts them) less the lines' own.
 */
export async function collectItemSales(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
  keyOf: (sums: ItemSums) => string,
): Promise<{ groups: Map<string, ItemSums[]>; billDiscounts: number }> {
  const { days, edges } = splitIntoDays(range);
  const [dayItems, dayDiscounts, edgeItems, edgeDiscounts] = await Promise.all([
    Promise.all((days ? monthsAndDays(days) : []).map((span) => sumItemDays(db, business, scope, span))),
    days ? sumOrderDiscountDays(db, business, scope, days) : 0,
    Promise.all(edges.map((edge) => sumItemRows(db, business, scope, edge))),
    Promise.all(edges.map((edge) => sumOrderDiscountRows(db, business, scope, edge))),
  ]);
  const groups = new Map<string, ItemSums[]>();
  const all = [...dayItems.flat(), ...edgeItems.flat()];
  for (const sums of all) {
    const key = keyOf(sums);
    groups.set(key, [...(groups.get(key) ?? []), sums]);
  }
  const orderDiscounts = dayDiscounts + edgeDiscounts.reduce((sum, value) => sum + value, 0);
  const lineDiscounts = all.reduce((sum, s) => sum + s.discounts, 0);
  return { groups, billDiscounts: orderDiscounts - lineDiscounts };
}

/** Highest net sales first, then by name, so a screen's first page is its best sellers. */
export function byNetSales<Row extends { netSales: number }>(label: (row: Row) => string) {
  return (x: Row, y: Row) => y.netSales - x.netSales || label(x).localeCompare(label(y));
}

/**
 * Item sales: per item, variant and category as the bill named them, what the range's sales and refunds brought;
 * `total` is the sum of the rows and `billDiscounts` what the bills took off beyond their lines (decision 0240).
 */
export async function reportItemSales(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<ItemSalesReportDto> {
  const { groups, billDiscounts } = await collectItemSales(db, business, scope, range, (s) =>
    JSON.stringify([s.name, s.variantName, s.categoryName]),
  );
  const rows: ItemSalesRowDto[] = [...groups.values()]
    .map((sums) => {
      const first = sums[0]!;
      const ids = sums.flatMap((s) => (s.itemId === null ? [] : [Number(s.itemId)]));
      return {
        itemId: ids.length > 0 ? Math.max(...ids) : null,
        name: first.name,
        variantName: first.variantName,
        categoryName: first.categoryName,
        ...itemFigures(sums),
      };
    })
    .sort(byNetSales((row) => `${row.name}\u0000${row.variantName}\u0000${row.categoryName}`));
  const total = {
    itemId: null,
    name: '',
    variantName: '',
    categoryName: '',
    ...itemFigures([...groups.values()].flat()),
  };
  return { rows, total, billDiscounts };
}

import type { HourlyItemReportDto, HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import { splitIntoDays } from '../split-into-days.js';
import { monthsAndDays } from './item-report-spans.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { sumHourDays, sumHourRows, type HourSums } from './item-report.repository.js';

/**
 * Hourly item sold / amount: per item and variant, units sold and net sales in each hour of the day on the outlets'
 * clocks, every hour present (decision 0240). The amounts add up to Item sales' net sales of the same range.
 */
export async function reportHourlyItems(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<HourlyItemReportDto> {
  const { days, edges } = splitIntoDays(range);
  const parts = await Promise.all([
    ...(days ? monthsAndDays(days) : []).map((span) => sumHourDays(db, business, scope, span)),
    ...edges.map((edge) => sumHourRows(db, business, scope, edge)),
  ]);
  const byItem = new Map<string, HourSums[]>();
  for (const sums of parts.flat()) {
    const key = JSON.stringify([sums.name, sums.variantName]);
    byItem.set(key, [...(byItem.get(key) ?? []), sums]);
  }
  const rowOf = (name: string, variantName: string, sums: readonly HourSums[]): HourlyItemRowDto => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      quantity: sums.reduce((all, s) => all + (s.quantities[hour] ?? 0), 0),
      amount: sums.reduce((all, s) => all + (s.netSales[hour] ?? 0), 0),
    }));
    return {
      name,
      variantName,
      quantity: hours.reduce((all, cell) => all + cell.quantity, 0),
      amount: hours.reduce((all, cell) => all + cell.amount, 0),
      hours,
    };
  };
  const rows = [...byItem.values()]
    .map((sums) => rowOf(sums[0]!.name, sums[0]!.variantName, sums))
    .sort(
      (x, y) =>
        y.quantity - x.quantity || x.name.localeCompare(y.name) || x.variantName.localeCompare(y.variantName),
    );
  return { rows, total: rowOf('', '', [...byItem.values()].flat()) };
}

import type { ModifierSalesReportDto, ModifierSalesRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import { splitIntoDays } from '../split-into-days.js';
import { monthsAndDays } from './item-report-spans.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { sumModifierDays, sumModifierRows, type ModifierSums } from './item-report.repository.js';

/**
 * Modifier sales: per modifier and option name as the bill named them, the units of the range's lines that carried
 * the option and its price × those units, less what the range's refunds gave back (decision 0240).
 */
export async function reportModifierSales(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<ModifierSalesReportDto> {
  const { days, edges } = splitIntoDays(range);
  const parts = await Promise.all([
    ...(days ? monthsAndDays(days) : []).map((span) => sumModifierDays(db, business, scope, span)),
    ...edges.map((edge) => sumModifierRows(db, business, scope, edge)),
  ]);
  const byOption = new Map<string, ModifierSums[]>();
  for (const sums of parts.flat()) {
    const key = JSON.stringify([sums.modifierName, sums.optionName]);
    byOption.set(key, [...(byOption.get(key) ?? []), sums]);
  }
  const rowOf = (modifierName: string, optionName: string, sums: readonly ModifierSums[]) => {
    const sum = (pick: (s: ModifierSums) => number) => sums.reduce((all, s) => all + pick(s), 0);
    const amount = sum((s) => s.amount);
    const refunds = -sum((s) => s.refundAmount);
    return {
      modifierName,
      optionName,
      quantity: sum((s) => s.quantity),
      amount,
      refundedQuantity: sum((s) => s.refundedQuantity),
      refunds,
      net: amount - refunds,
    };
  };
  const rows: ModifierSalesRowDto[] = [...byOption.values()]
    .map((sums) => rowOf(sums[0]!.modifierName, sums[0]!.optionName, sums))
    .sort(
      (x, y) =>
        y.net - x.net ||
        x.modifierName.localeCompare(y.modifierName) ||
        x.optionName.localeCompare(y.optionName),
    );
  return { rows, total: rowOf('', '', [...byOption.values()].flat()) };
}

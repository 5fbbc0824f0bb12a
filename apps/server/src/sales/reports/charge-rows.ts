import type { TaxRowDto } from '@backoffice/contracts/sales-reports';
import type { OutletScope } from '../transaction-outlets.repository.js';
import type { DimensionSums } from './bill-reports.repository.js';

/**
 * Taxes' and gratuities' rows from their per-outlet sums (decision 0245): the taxable amount and the amount net of
 * what the range's refunds gave back, refunds positive. Shared by the Taxes and Gratuity reports.
 */
export function chargeRowOf(sums: DimensionSums, scope: OutletScope): TaxRowDto {
  return {
    outletId: sums.outletId,
    outletName: scope.outlets.find((outlet) => outlet.id === sums.outletId)?.name ?? '',
    name: sums.key,
    included: sums.dimension === 'included_tax',
    bills: sums.count,
    taxableAmount: sums.base + sums.refundBase,
    amount: sums.amount,
    refunds: -sums.refundAmount,
    collected: sums.amount + sums.refundAmount,
  };
}

/** Rows by outlet, then name; a tax at an outlet with nothing in the range is not listed. */
export function sortChargeRows(rows: TaxRowDto[]): TaxRowDto[] {
  return rows
    .filter((row) => row.bills !== 0 || row.amount !== 0 || row.refunds !== 0)
    .sort(
      (x, y) =>
        x.outletName.localeCompare(y.outletName) ||
        x.outletId - y.outletId ||
        Number(x.included) - Number(y.included) ||
        x.name.localeCompare(y.name),
    );
}

/** The total of some rows (outlet 0, no name). */
export function totalOf(rows: readonly TaxRowDto[], included: boolean): TaxRowDto {
  const sum = (pick: (row: TaxRowDto) => number) => rows.reduce((all, row) => all + pick(row), 0);
  return {
    outletId: 0,
    outletName: '',
    name: '',
    included,
    bills: sum((row) => row.bills),
    taxableAmount: sum((row) => row.taxableAmount),
    amount: sum((row) => row.amount),
    refunds: sum((row) => row.refunds),
    collected: sum((row) => row.collected),
  };
}

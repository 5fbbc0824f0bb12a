import type { TaxReportDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { sumDimensions } from './bill-reports.repository.js';
import { chargeRowOf, sortChargeRows, totalOf } from './charge-rows.js';

/**
 * Taxes, per outlet and tax name: what a merchant files for PB1 (decision 0245). The added taxes' total equals
 * Summary's Tax; a tax included in the price is part of Net sales, so its rows stand apart, in `includedTotal`.
 */
export async function reportTaxes(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<TaxReportDto> {
  const sums = await sumDimensions(db, business, scope, range, ['tax', 'included_tax'], true);
  const rows = sortChargeRows(sums.map((row) => chargeRowOf(row, scope)));
  return {
    rows,
    total: totalOf(
      rows.filter((row) => !row.included),
      false,
    ),
    includedTotal: totalOf(
      rows.filter((row) => row.included),
      true,
    ),
  };
}

import type { GratuityReportDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { sumDimensions } from './bill-reports.repository.js';
import { chargeRowOf, sortChargeRows, totalOf } from './charge-rows.js';

/**
 * Gratuity, per outlet and service charge name: the net sales it was charged on and what it brought, net of the
 * range's refunds (decision 0245). The total equals Summary's Gratuity.
 */
export async function reportGratuity(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<GratuityReportDto> {
  const sums = await sumDimensions(db, business, scope, range, ['gratuity'], true);
  const rows = sortChargeRows(sums.map((row) => chargeRowOf(row, scope)));
  return { rows, total: totalOf(rows, false) };
}

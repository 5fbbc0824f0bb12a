import type { SalesByPeriodDto, SalesFiguresDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import { datePart } from '../../domain/calendar-text.js';
import { periodOf, periodsBetween, type PeriodKind } from '../../domain/report-periods.js';
import { addFigures, salesFigures, type SalesFigures } from '../../domain/sales-figures.js';
import type { LocalRange } from '../orders.repository.js';
import { splitIntoDays } from '../split-into-days.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import { lastLocalDate } from './report-conditions.js';
import { sumSalesDays, sumSalesRows } from './sales-figures.repository.js';

/**
 * Summary and Gross profit: the sales figures of each day, week or month of the range and of the whole range.
 * Every period of the range has a row, zeros included, so a quiet day is seen rather than missing. Whole days come
 * from the daily rollup and partial days at the edges from the rows (decision 0230).
 */
export async function reportSalesByPeriod(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
  kind: PeriodKind,
): Promise<SalesByPeriodDto> {
  const { days, edges } = splitIntoDays(range);
  const [dayRows, edgeRows] = await Promise.all([
    days ? sumSalesDays(db, business, scope, days) : [],
    Promise.all(edges.map((edge) => sumSalesRows(db, business, scope, edge))),
  ]);
  const byPeriod = new Map<string, SalesFigures[]>();
  const add = (date: string, figures: SalesFigures) => {
    const period = periodOf(date, kind);
    byPeriod.set(period, [...(byPeriod.get(period) ?? []), figures]);
  };
  for (const row of dayRows) add(row.date, salesFigures(row.sold, row.refunded));
  edges.forEach((edge, index) => {
    const sums = edgeRows[index]!;
    add(datePart(edge.start), salesFigures(sums.sold, sums.refunded));
  });
  const rows: SalesFiguresDto[] = periodsBetween(datePart(range.start), lastLocalDate(range), kind).map(
    (period) => ({ period, ...addFigures(byPeriod.get(period) ?? []) }),
  );
  return { rows, total: { period: '', ...addFigures(rows) } };
}

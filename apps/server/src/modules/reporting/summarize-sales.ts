import type { OutletSalesDto, SalesPointDto, SalesSummaryDto } from '@backoffice/contracts/reporting';
import type { Queryable } from '../../db/database.js';
import { datePart, localTimeAfter, nextDate } from '../../domain/calendar-text.js';
import { averageSale, marginPercent } from '../../domain/sales-figures.js';
import type { LocalRange } from '../../sales/orders.repository.js';
import {
  listTopItems,
  sumByHour,
  sumRawByOutlet,
  sumRollupByDay,
  sumRollupByOutlet,
  type OutletTotals,
  type PeriodTotals,
} from './sales-report.repository.js';
import { splitIntoDays } from '../../sales/split-into-days.js';
import type { OutletScope } from '../../sales/transaction-outlets.repository.js';

type Business = { businessId: number };

/** Average sale and gross margin as every screen shows them (domain/sales-figures.ts, docs/sales-figures.md). */
export function completeSummary(totals: {
  count: number;
  grossSales: number;
  netSales: number;
  cost: number;
}): SalesSummaryDto {
  const grossProfit = totals.netSales - totals.cost;
  return {
    grossSales: totals.grossSales,
    netSales: totals.netSales,
    numberOfTransactions: totals.count,
    averageSale: averageSale(totals.netSales, totals.count),
    grossProfit,
    grossMargin: marginPercent(grossProfit, totals.netSales),
  };
}

/** The screen's inclusive `end` as the queries' exclusive one. */
export function rangeOf(start: string, endInclusive: string): LocalRange {
  return { start, end: localTimeAfter(endInclusive) };
}

/**
 * Per outlet of the scope (every one, with zeros when it sold nothing): the summary figures and the cost of goods,
 * whole days from the daily rollup and the partial days at the edges from the rows, exactly as the success tab's
 * summary splits them; best sellers from the lines.
 */
export async function summarizeSalesByOutlet(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
  topItems: number,
): Promise<OutletSalesDto[]> {
  const { days, edges } = splitIntoDays(range);
  const parts: Promise<OutletTotals[]>[] = edges.map((edge) => sumRawByOutlet(db, business, scope, edge));
  if (days) parts.push(sumRollupByOutlet(db, business, scope, days));
  const [totals, items] = await Promise.all([
    Promise.all(parts),
    topItems > 0 ? listTopItems(db, business, scope, range, { limit: topItems, perOutlet: true }) : [],
  ]);
  return scope.outlets.map((outlet) => {
    const mine = totals.flat().filter((row) => row.outletId === outlet.id);
    const sum = (pick: (row: OutletTotals) => number) => mine.reduce((all, row) => all + pick(row), 0);
    return {
      outletId: outlet.id,
      outletName: outlet.name,
      ...completeSummary({
        count: sum((row) => row.count),
        grossSales: sum((row) => row.grossSales),
        netSales: sum((row) => row.netSales),
        cost: sum((row) => row.cost),
      }),
      topItems: items
        .filter((item) => item.outletId === outlet.id)
        .map(({ name, quantity, netSales }) => ({ name, quantity, netSales })),
    };
  });
}

/** The outlets' figures together. */
export function addUp(perOutlet: readonly OutletSalesDto[]): SalesSummaryDto {
  const sum = (pick: (row: OutletSalesDto) => number) => perOutlet.reduce((all, row) => all + pick(row), 0);
  return completeSummary({
    count: sum((row) => row.numberOfTransactions),
    grossSales: sum((row) => row.grossSales),
    netSales: sum((row) => row.netSales),
    cost: sum((row) => row.netSales - row.grossProfit),
  });
}

function merge(rows: readonly PeriodTotals[]): Map<string, SalesPointDto> {
  const byPeriod = new Map<string, SalesPointDto>();
  for (const row of rows) {
    const point = byPeriod.get(row.period) ?? {
      period: row.period,
      grossSales: 0,
      netSales: 0,
      numberOfTransactions: 0,
    };
    point.grossSales += row.grossSales;
    point.netSales += row.netSales;
    point.numberOfTransactions += row.count;
    byPeriod.set(row.period, point);
  }
  return byPeriod;
}

/**
 * The sales chart: by hour when the range lies within one local day, else by day. Every bucket of the range is
 * present (zeros included) so the chart's axis has no gaps. Days come from the rollup, partial edge days from rows.
 */
export async function summarizeSalesTrend(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<SalesPointDto[]> {
  const firstDay = datePart(range.start);
  const lastDay = datePart(localTimeAfterInverse(range.end));
  if (firstDay === lastDay) {
    const byHour = merge(await sumByHour(db, business, scope, range));
    return Array.from({ length: 24 }, (_, hour) => {
      const period = `${firstDay} ${String(hour).padStart(2, '0')}:00`;
      return byHour.get(period) ?? { period, grossSales: 0, netSales: 0, numberOfTransactions: 0 };
    });
  }
  const { days, edges } = splitIntoDays(range);
  const rows: PeriodTotals[] = [];
  for (const edge of edges) {
    const day = datePart(edge.start);
    const edgeRows = await sumRawByOutlet(db, business, scope, edge);
    for (const row of edgeRows)
      rows.push({ period: day, count: row.count, grossSales: row.grossSales, netSales: row.netSales });
  }
  if (days) rows.push(...(await sumRollupByDay(db, business, scope, days)));
  const byDay = merge(rows);
  const points: SalesPointDto[] = [];
  for (let day = firstDay; day <= lastDay; day = nextDate(day)) {
    points.push(byDay.get(day) ?? { period: day, grossSales: 0, netSales: 0, numberOfTransactions: 0 });
  }
  return points;
}

/** The last second inside an exclusive end (`…T00:00:00` ends the day before). */
function localTimeAfterInverse(end: string): string {
  const instant = Date.parse(`${end}Z`) - 1000;
  return new Date(instant).toISOString().slice(0, 19);
}

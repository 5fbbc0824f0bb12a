import { and, eq } from 'drizzle-orm';
import { SALES_FIGURE_FIELDS, PAYMENT_METHOD_FIELDS } from '@backoffice/contracts/sales-reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import {
  orderItems,
  orders,
  payments,
  refundItems,
  refunds,
  rolePermissions,
} from '../src/db/schema/index.js';
import { addInvoiceTokenRoutes } from '../src/db/tenant-routes.js';
import { bearer, signIn } from './identity-fixtures.js';
import { readSheetRows, type SheetRow } from './read-sheet.js';
import { useTestApp } from './test-context.js';
import { JAKARTA, setOutletZone, transactionRequests } from './transaction-fixtures.js';

/**
 * Property (decision 0230): over a random history of two outlets seven hours of clock apart (Jakarta UTC+7,
 * Jayapura UTC+9) — sales with discounts, gratuity, tax, rounding and cost, split payments, cancelled and open bills,
 * refunds days later with their share of gratuity and tax — every figure of Summary (by day, week and month) and of
 * Payment methods, for random ranges that start and end mid-day and random outlet sets, equals the figure computed
 * here from the raw events; and Summary agrees with the Dashboard and the Transactions tiles of the same range.
 */

const JAYAPURA = 'Asia/Jayapura';
const PUBLIC_URL = 'http://sales-reports.test';
const OFFSET: Record<string, number> = { [JAKARTA]: 7, [JAYAPURA]: 9 };
const HOUR = 3_600_000;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The wall clock of `zone` at `at`, as `yyyy-MM-ddTHH:mm:ss` (the zones here keep one offset all year). */
const wallClock = (at: Date, zone: string) =>
  new Date(at.getTime() + OFFSET[zone]! * HOUR).toISOString().slice(0, 19);

interface Sale {
  outletId: number;
  zone: string;
  at: Date;
  gross: number;
  discount: number;
  gratuity: number;
  tax: number;
  rounding: number;
  cost: number;
  payments: { method: string; amount: number }[];
}
interface Refund {
  outletId: number;
  zone: string;
  at: Date;
  net: number;
  gratuity: number;
  tax: number;
  cost: number;
  method: string;
}

describe('sales reports: every figure equals the raw orders', () => {
  const context = useTestApp({ env: { PUBLIC_URL } });
  const sales: Sale[] = [];
  const refundsMade: Refund[] = [];
  let owner: string;
  let outletIds: [number, number];

  async function ask(token: string, query: string, variables: Record<string, unknown>) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(token),
      payload: { query, variables },
    });
    return response;
  }

  beforeAll(async () => {
    const { db } = context.database;
    const { a } = context.fx;
    outletIds = a.outletIds as [number, number];
    await setOutletZone(db, a.id, outletIds[1], JAYAPURA);
    const zones = [JAKARTA, JAYAPURA];
    const next = random(2026);
    const start = Date.parse('2024-02-20T00:00:00Z');
    for (let n = 0; n < 140; n += 1) {
      const which = next() < 0.5 ? 0 : 1;
      const outletId = outletIds[which];
      const zone = zones[which]!;
      const at = new Date(start + Math.floor(next() * 24 * 24) * HOUR + Math.floor(next() * 3600) * 1000);
      const status = next() < 0.1 ? 'cancelled' : next() < 0.05 ? 'open' : 'completed';
      const lines = 1 + Math.floor(next() * 3);
      const prices = Array.from({ length: lines }, () => 1_000 * (5 + Math.floor(next() * 30)));
      const costs = prices.map((price) => Math.floor((price * (0.2 + next() * 0.4)) / 100) * 100);
      const gross = prices.reduce((x, y) => x + y, 0);
      const discount = next() < 0.3 ? Math.floor(gross * 0.1) : 0;
      const net = gross - discount;
      const gratuity = next() < 0.5 ? Math.round(net * 0.05) : 0;
      const tax = next() < 0.6 ? Math.round((net + gratuity) * 0.1) : 0;
      const before = net + gratuity + tax;
      const rounding = Math.ceil(before / 500) * 500 - before;
      const total = before + rounding;
      const [order] = await db
        .insert(orders)
        .values({
          businessId: a.id,
          outletId,
          uuid: `sr-${n}`,
          orderToken: `sr-token-${n}`,
          receiptNumber: `SR-${n}`,
          status,
          createdAt: at,
          businessDate: wallClock(at, zone).slice(0, 10),
          completedAt: status === 'completed' ? at : null,
          cancelledAt: status === 'cancelled' ? new Date(at.getTime() + HOUR) : null,
          subtotal: gross,
          discountTotal: discount,
          gratuityTotal: gratuity,
          taxTotal: tax,
          roundingAmount: rounding,
          netSales: net,
          grossSales: gross,
          totalCollected: total,
        })
        .returning({ id: orders.id });
      await addInvoiceTokenRoutes(db, a.id, [order!.id]);
      const items = await db
        .insert(orderItems)
        .values(
          prices.map((price, position) => ({
            businessId: a.id,
            orderId: order!.id,
            uuid: `sr-${n}-${position}`,
            position,
            itemName: `Menu ${position}`,
            quantity: 1,
            unitPrice: price,
            unitCost: costs[position]!,
            grossAmount: price,
          })),
        )
        .returning({ id: orderItems.id });
      if (status !== 'completed') continue;
      const split = next() < 0.3 ? Math.floor(total / 2) : total;
      const paid = [
        { method: next() < 0.5 ? 'Cash' : 'QRIS', amount: split },
        ...(split < total ? [{ method: 'Debit', amount: total - split }] : []),
      ];
      const paymentRows = await db
        .insert(payments)
        .values(
          paid.map((payment, index) => ({
            businessId: a.id,
            outletId,
            orderId: order!.id,
            uuid: `sr-pay-${n}-${index}`,
            methodCode: payment.method.toUpperCase(),
            methodName: payment.method,
            amount: payment.amount,
            createdAt: at,
            businessDate: wallClock(at, zone).slice(0, 10),
          })),
        )
        .returning({ id: payments.id });
      sales.push({
        outletId,
        zone,
        at,
        gross,
        discount,
        gratuity,
        tax,
        rounding,
        cost: costs.reduce((x, y) => x + y),
        payments: paid,
      });
      if (next() < 0.3) {
        // The first line given back, days later, with its share of gratuity and tax; the payment it went through
        // is named, or not (then the order's first payment's method counts).
        const refundAt = new Date(at.getTime() + Math.floor(next() * 72) * HOUR);
        const lineNet = prices[0]! - (discount > 0 ? Math.floor(prices[0]! * 0.1) : 0);
        const refundGratuity = gratuity > 0 ? Math.round(lineNet * 0.05) : 0;
        const refundTax = tax > 0 ? Math.round((lineNet + refundGratuity) * 0.1) : 0;
        const named = next() < 0.5;
        const [refund] = await db
          .insert(refunds)
          .values({
            businessId: a.id,
            outletId,
            orderId: order!.id,
            paymentId: named ? paymentRows[paymentRows.length - 1]!.id : null,
            uuid: `sr-refund-${n}`,
            reason: 'Returned Goods',
            refundedAt: refundAt,
            businessDate: wallClock(refundAt, zone).slice(0, 10),
            subtotal: -prices[0]!,
            totalDiscount: -(prices[0]! - lineNet),
            totalGratuity: -refundGratuity,
            totalTax: -refundTax,
            refundAmount: -(lineNet + refundGratuity + refundTax),
            totalNetSales: -lineNet,
            totalGrossSales: -prices[0]!,
          })
          .returning({ id: refunds.id });
        await db.insert(refundItems).values({
          businessId: a.id,
          refundId: refund!.id,
          orderItemId: items[0]!.id,
          itemName: 'Menu 0',
          quantity: 1,
          grossAmount: -prices[0]!,
          netAmount: -lineNet,
        });
        await db
          .update(orders)
          .set({ refundedAmount: lineNet + refundGratuity + refundTax })
          .where(and(eq(orders.businessId, a.id), eq(orders.id, order!.id)));
        refundsMade.push({
          outletId,
          zone,
          at: refundAt,
          net: lineNet,
          gratuity: refundGratuity,
          tax: refundTax,
          cost: costs[0]!,
          method: named ? paid[paid.length - 1]!.method : paid[0]!.method,
        });
      }
    }
    await rebuildDailySales(db, a.id);
    owner = (await signIn(context.app, a.owner.email)).access_token;
  }, 120_000);

  /** The figures of a local range [start, end) on each outlet's clock, from the events themselves. */
  function expected(start: string, end: string, outlets: readonly number[], day?: string) {
    const within = (at: Date, zone: string, outletId: number) => {
      const wall = wallClock(at, zone);
      return outlets.includes(outletId) && wall >= start && wall < end && (!day || wall.startsWith(day));
    };
    const sold = sales.filter((sale) => within(sale.at, sale.zone, sale.outletId));
    const back = refundsMade.filter((refund) => within(refund.at, refund.zone, refund.outletId));
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((all, row) => all + pick(row), 0);
    const netSales = sum(sold, (s) => s.gross - s.discount) - sum(back, (r) => r.net);
    const cost = sum(sold, (s) => s.cost) - sum(back, (r) => r.cost);
    const gratuity = sum(sold, (s) => s.gratuity) - sum(back, (r) => r.gratuity);
    const tax = sum(sold, (s) => s.tax) - sum(back, (r) => r.tax);
    const rounding = sum(sold, (s) => s.rounding);
    const methods = new Map<string, { amount: number; transactions: number; refunds: number }>();
    for (const sale of sold) {
      for (const payment of sale.payments) {
        const row = methods.get(payment.method) ?? { amount: 0, transactions: 0, refunds: 0 };
        row.amount += payment.amount;
        row.transactions += 1;
        methods.set(payment.method, row);
      }
    }
    for (const refund of back) {
      const row = methods.get(refund.method) ?? { amount: 0, transactions: 0, refunds: 0 };
      row.refunds += refund.net + refund.gratuity + refund.tax;
      methods.set(refund.method, row);
    }
    return {
      figures: {
        transactions: sold.length,
        grossSales: sum(sold, (s) => s.gross),
        discounts: sum(sold, (s) => s.discount),
        refunds: sum(back, (r) => r.net),
        netSales,
        gratuity,
        tax,
        rounding,
        totalCollected: netSales + gratuity + tax + rounding,
        costOfGoods: cost,
        grossProfit: netSales - cost,
      },
      methods,
      refundAmount: sum(back, (r) => r.net + r.gratuity + r.tax),
    };
  }

  const REPORT = `query R($outletIds: [Int!], $startDate: String!, $endDate: String!, $period: ReportPeriod) {
    salesByPeriod(outletIds: $outletIds, startDate: $startDate, endDate: $endDate, period: $period) {
      rows { ${SALES_FIGURE_FIELDS} } total { ${SALES_FIGURE_FIELDS} }
    }
    paymentMethodReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
      rows { ${PAYMENT_METHOD_FIELDS} } total { ${PAYMENT_METHOD_FIELDS} }
    }
    salesSummary(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
      grossSales netSales numberOfTransactions grossProfit
    }
  }`;

  // The other reports' totals over the same range, which must meet Summary's (decision 0240, 0245).
  const OTHERS = `query O($outletIds: [Int!], $startDate: String!, $endDate: String!) {
    itemSalesReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
      total { netSales grossSales costOfGoods } billDiscounts }
    categorySalesReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
      total { netSales } billDiscounts }
    hourlyItemReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { total { amount } }
    staffReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { total { netSales transactions } }
    serverReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { total { netSales } }
    salesTypeReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
      total { netSales transactions } }
  }`;

  it('gives Summary, Payment methods and the Dashboard from the raw events, for any range and outlets', async () => {
    const next = random(7);
    const api = transactionRequests(context.app);
    for (let round = 0; round < 14; round += 1) {
      const firstDay = 18 + Math.floor(next() * 12);
      const days = round === 0 ? 40 : Math.floor(next() * 20);
      const from = new Date(Date.UTC(2024, 1, firstDay, round % 3 === 0 ? 0 : Math.floor(next() * 24)));
      const to = new Date(from.getTime() + days * 24 * HOUR + Math.floor(next() * 24) * HOUR);
      const startTime = from.toISOString().slice(0, 19);
      const endTime = new Date(to.getTime() - 1000).toISOString().slice(0, 19);
      const endExclusive = to.toISOString().slice(0, 19);
      const chosen = round % 3 === 1 ? [outletIds[0]] : round % 3 === 2 ? [outletIds[1]] : [...outletIds];
      const variables = {
        outletIds: round % 3 === 0 ? null : chosen,
        startDate: startTime.replace('T', ' '),
        endDate: endTime.replace('T', ' '),
      };
      const want = expected(startTime, endExclusive, chosen);
      const byDay = (await ask(owner, REPORT, { ...variables, period: 'DAY' })).json();
      expect(byDay.errors, JSON.stringify(byDay.errors)).toBeUndefined();
      const { salesByPeriod, paymentMethodReport, salesSummary } = byDay.data;
      expect(salesByPeriod.total, `round ${round}`).toMatchObject({ period: '', ...want.figures });
      // Every local date of the range has its row, and each equals that date's events.
      for (const row of salesByPeriod.rows) {
        expect(row, `${row.period} in round ${round}`).toMatchObject(
          expected(startTime, endExclusive, chosen, row.period).figures,
        );
      }
      expect(salesByPeriod.rows[0].period).toBe(startTime.slice(0, 10));
      expect(salesByPeriod.rows.at(-1).period).toBe(endTime.slice(0, 10));
      // Weeks and months regroup the same days.
      for (const period of ['WEEK', 'MONTH']) {
        const grouped = (await ask(owner, REPORT, { ...variables, period })).json().data.salesByPeriod;
        expect(grouped.total).toEqual(salesByPeriod.total);
        const netOfRows = grouped.rows.reduce(
          (all: number, row: { netSales: number }) => all + row.netSales,
          0,
        );
        expect(netOfRows).toBe(want.figures.netSales);
      }
      // Payment methods: each method's payments and refunds, and the net of all equals Total collected.
      for (const row of paymentMethodReport.rows) {
        const method = want.methods.get(row.name);
        expect(row, `${row.name} in round ${round}`).toMatchObject({
          amount: method?.amount,
          transactions: method?.transactions,
          refunds: method?.refunds,
          net: method!.amount - method!.refunds,
        });
      }
      expect(paymentMethodReport.rows.length).toBe(want.methods.size);
      expect(paymentMethodReport.total.net).toBe(want.figures.totalCollected);
      // The Dashboard and the Transactions tiles of the same range show the same figures.
      expect(salesSummary).toEqual({
        grossSales: want.figures.grossSales,
        netSales: want.figures.netSales,
        numberOfTransactions: want.figures.transactions,
        grossProfit: want.figures.grossProfit,
      });
      const tiles = await api.summary(owner, {
        start_time: startTime,
        end_time: endTime,
        ...(round % 3 === 0 ? {} : { outlet_ids: chosen.map(String) }),
      });
      expect(tiles.statusCode, tiles.body).toBe(200);
      const tile = tiles.json().transactionSummaryReport;
      expect(tile.netSales).toBe(want.figures.netSales);
      expect(tile.numberOfTransactions).toBe(want.figures.transactions);
      // The tile's Total Collected is what the listed bills collected; Summary's is that less the refunds paid back.
      expect(tile.totalCollected - want.refundAmount).toBe(want.figures.totalCollected);
      // Every other report of the range meets the same raw figures: the lines' net less the discounts on whole
      // bills, the hours' amounts, each cashier's, waiter's and sales type's net sales.
      const others = (await ask(owner, OTHERS, variables)).json();
      expect(others.errors, JSON.stringify(others.errors)).toBeUndefined();
      const o = others.data;
      const label = `round ${round}`;
      expect(o.itemSalesReport.total.netSales - o.itemSalesReport.billDiscounts, label).toBe(
        want.figures.netSales,
      );
      expect(o.itemSalesReport.total.grossSales, label).toBe(want.figures.grossSales);
      expect(o.itemSalesReport.total.costOfGoods, label).toBe(want.figures.costOfGoods);
      expect(o.categorySalesReport.total.netSales, label).toBe(o.itemSalesReport.total.netSales);
      expect(o.hourlyItemReport.total.amount, label).toBe(o.itemSalesReport.total.netSales);
      expect(o.staffReport.total.netSales, label).toBe(want.figures.netSales);
      expect(o.staffReport.total.transactions, label).toBe(want.figures.transactions);
      expect(o.serverReport.total.netSales, label).toBe(want.figures.netSales);
      expect(o.salesTypeReport.total.netSales, label).toBe(want.figures.netSales);
      expect(o.salesTypeReport.total.transactions, label).toBe(want.figures.transactions);
    }
  }, 180_000);

  /** Asks for a report's file as the report's Export does, waits for it and reads it back (header first). */
  async function exportReport(
    token: string,
    format: 'xlsx' | 'csv',
    range: { start_time: string; end_time: string },
    filters: Record<string, unknown>,
  ): Promise<{ rows: SheetRow[]; id: string; name: string }> {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(token),
      payload: {
        feature_name: 'sales-report',
        format,
        additional: { ...range, outlet_id: null, report_filters: filters },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    let status = { status: 'IN_PROGRESS', file_url: null as string | null };
    await expect
      .poll(
        async () => {
          status = (
            await context.app.inject({
              method: 'GET',
              url: `/api/exporting/v1/exports/${id}`,
              headers: bearer(token),
            })
          ).json();
          return status.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const file = await context.app.inject({ method: 'GET', url: status.file_url!.replace(PUBLIC_URL, '') });
    const disposition = String(file.headers['content-disposition'] ?? '');
    return { rows: await readSheetRows(file.rawPayload, format), id, name: disposition };
  }

  it("writes a report's file with the screen's rows and total row", async () => {
    const range = { start_time: '2024-02-21T10:00:00', end_time: '2024-03-12T15:59:59' };
    const variables = { startDate: '2024-02-21 10:00:00', endDate: '2024-03-12 15:59:59' };
    for (const period of ['DAY', 'MONTH'] as const) {
      const screen = (await ask(owner, REPORT, { ...variables, outletIds: [outletIds[1]], period })).json()
        .data;
      const summary = await exportReport(owner, 'xlsx', range, {
        report: 'summary',
        period,
        outlet_ids: [outletIds[1]],
      });
      const figures = (row: Record<string, number | string>) => [
        row.transactions,
        row.grossSales,
        row.discounts,
        row.refunds,
        row.netSales,
        row.gratuity,
        row.tax,
        row.rounding,
        row.totalCollected,
      ];
      expect(summary.rows[0]).toEqual([
        'Period',
        'Transactions',
        'Gross sales',
        'Discounts',
        'Refunds',
        'Net sales',
        'Gratuity',
        'Tax',
        'Rounding',
        'Total collected',
      ]);
      expect(summary.rows.slice(1, -1)).toEqual(
        screen.salesByPeriod.rows.map((row: Record<string, number | string>) => [
          row.period,
          ...figures(row),
        ]),
      );
      expect(summary.rows.at(-1)).toEqual(['Total', ...figures(screen.salesByPeriod.total)]);
      expect(summary.name).toContain('sales-summary_2024-02-21_2024-03-12.xlsx');
    }
    const everywhere = (await ask(owner, REPORT, { ...variables, outletIds: null, period: 'DAY' })).json()
      .data;
    const methods = await exportReport(owner, 'csv', range, { report: 'payment_methods' });
    const total = everywhere.paymentMethodReport.total;
    // CSV cells are read back as the text they hold.
    expect(methods.rows.at(-1)).toEqual(
      ['Total', total.transactions, total.amount, total.refunds, total.net].map(String),
    );
    expect(methods.rows.length).toBe(everywhere.paymentMethodReport.rows.length + 2);
    const profit = await exportReport(owner, 'csv', range, { report: 'gross_profit', period: 'WEEK' });
    expect(profit.rows[0]).toEqual([
      'Period',
      'Net sales',
      'Cost of goods',
      'Gross profit',
      'Gross margin (%)',
    ]);
    const t = everywhere.salesByPeriod.total;
    expect(profit.rows.at(-1)).toEqual(
      ['Total', t.netSales, t.costOfGoods, t.grossProfit, t.grossMargin].map(String),
    );
  }, 120_000);

  it('lets only Reports › Sales ask for, see and follow a report export', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    const range = { start_time: '2024-03-01T00:00:00', end_time: '2024-03-01T23:59:59' };
    const { id } = await exportReport(owner, 'csv', range, { report: 'summary' });
    // A role holding Reports › Transactions but not Reports › Sales: no report export to ask for, see or follow.
    await db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, a.id),
          eq(rolePermissions.roleId, a.manager.roleId),
          eq(rolePermissions.permissionKey, 'reports.sales'),
        ),
      );
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(manager),
      payload: {
        feature_name: 'sales-report',
        additional: { ...range, outlet_id: null, report_filters: { report: 'summary' } },
      },
    });
    expect(asked.statusCode).toBe(403);
    const followed = await context.app.inject({
      method: 'GET',
      url: `/api/exporting/v1/exports/${id}`,
      headers: bearer(manager),
    });
    expect(followed.statusCode).toBe(404);
    const history = await context.app.inject({
      method: 'GET',
      url: '/api/exporting/v1/exports',
      headers: bearer(manager),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().results.map((row: { id: string }) => row.id)).not.toContain(id);
    const ownHistory = await context.app.inject({
      method: 'GET',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
    });
    expect(ownHistory.json().results[0]).toMatchObject({
      id,
      feature_name: 'sales-report',
      report: 'summary',
    });
    // Nor can a report export be asked for without its report, or over more than two years.
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
      payload: {
        feature_name: 'sales-report',
        additional: { start_time: '2022-01-01T00:00:00', end_time: '2024-01-02T00:00:00', outlet_id: null },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['body.additional.end_time', 'body.additional.report_filters']);
    await db
      .insert(rolePermissions)
      .values({ businessId: a.id, roleId: a.manager.roleId, permissionKey: 'reports.sales' });
  });

  it('needs Reports › Sales for the reports and Dashboard for the dashboard, field by field', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    const range = { startDate: '2024-03-01 00:00:00', endDate: '2024-03-01 23:59:59' };
    const REPORT_ONLY = `query R($startDate: String!, $endDate: String!) {
      salesByPeriod(startDate: $startDate, endDate: $endDate) { total { netSales } } }`;
    const DASHBOARD_ONLY = `query D($startDate: String!, $endDate: String!) {
      salesSummary(startDate: $startDate, endDate: $endDate) { netSales } }`;
    const BOTH = `query B($startDate: String!, $endDate: String!) {
      salesSummary(startDate: $startDate, endDate: $endDate) { netSales }
      ... on Query { salesByPeriod(startDate: $startDate, endDate: $endDate) { total { netSales } } } }`;
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    expect((await ask(manager, REPORT_ONLY, range)).statusCode).toBe(200);
    await db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, a.id),
          eq(rolePermissions.roleId, a.manager.roleId),
          eq(rolePermissions.permissionKey, 'reports.sales'),
        ),
      );
    const refused = await ask(manager, REPORT_ONLY, range);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    // A report hidden in an inline fragment is refused too, and the dashboard's own field still answers.
    expect((await ask(manager, BOTH, range)).statusCode).toBe(403);
    expect((await ask(manager, DASHBOARD_ONLY, range)).statusCode).toBe(200);
    const noGrants = (await signIn(context.app, a.noGrants.email)).access_token;
    expect((await ask(noGrants, DASHBOARD_ONLY, range)).statusCode).toBe(403);
    expect((await ask(noGrants, REPORT_ONLY, range)).statusCode).toBe(403);
  });

  it("answers NOT_FOUND for another business's outlet and refuses ranges over two years", async () => {
    const foreign = context.fx.b.outletIds[0]!;
    const QUERY = `query R($outletIds: [Int!], $startDate: String!, $endDate: String!) {
      salesByPeriod(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { total { netSales } } }`;
    const mine = (
      await ask(owner, QUERY, {
        outletIds: [foreign],
        startDate: '2024-03-01 00:00:00',
        endDate: '2024-03-02 00:00:00',
      })
    ).json();
    expect(mine.data).toBeNull();
    expect(mine.errors[0].extensions.code).toBe('NOT_FOUND');
    const long = (
      await ask(owner, QUERY, { startDate: '2022-01-01 00:00:00', endDate: '2024-01-02 00:00:00' })
    ).json();
    expect(long.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(long.errors[0].message).toContain('731 days');
    const twoYears = (
      await ask(owner, QUERY, { startDate: '2022-01-01 00:00:00', endDate: '2023-12-31 23:59:59' })
    ).json();
    expect(twoYears.errors).toBeUndefined();
  });
});

import { inflateSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosOrder } from '@backoffice/contracts/pos';
import {
  CATEGORY_SALES_FIELDS,
  DISCOUNT_FIELDS,
  HOURLY_ITEM_FIELDS,
  ITEM_SALES_FIELDS,
  MODIFIER_SALES_FIELDS,
  PAYMENT_METHOD_FIELDS,
  SALES_FIGURE_FIELDS,
  SALES_REPORTS,
  SALES_TYPE_FIELDS,
  STAFF_FIELDS,
  TAX_FIELDS,
} from '@backoffice/contracts/sales-reports';
import { paymentMethods, salesTypes } from '../src/db/schema/index.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { writeDataSet } from './item-report-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { readSheetRows, type SheetRow } from './read-sheet.js';
import { useTestApp } from './test-context.js';
import { MAKASSAR, setOutletZone } from './transaction-fixtures.js';

/**
 * Every report of Reports › Sales as a file (decisions 0231, 0265): the file's total row is the screen's total row
 * of the same range and outlets, its rows the screen's rows; the four an accountant is handed also print as a PDF
 * in the page's language. The data: the item reports' hand-worked set (test/item-report-fixtures.ts) and, through
 * a till, two bills with tax, service, discounts, a sales type and staff on 1 July 2024.
 */
const PUBLIC_URL = 'http://report-exports.test';
type Row = Record<string, number | string | null | { hour: number; quantity: number; amount: number }[]>;

/** Each report's field, the fields to ask, and the figures its file's total row holds after its label cells. */
const REPORTS: Record<
  (typeof SALES_REPORTS)[number],
  { field: string; fields: string; total: (total: Row) => unknown[]; extra?: string }
> = {
  summary: {
    field: 'salesByPeriod',
    fields: SALES_FIGURE_FIELDS,
    total: (t) => [
      'Total',
      ...['transactions', 'grossSales', 'discounts', 'refunds', 'netSales'].map((k) => t[k]),
      ...['gratuity', 'tax', 'rounding', 'totalCollected'].map((k) => t[k]),
    ],
  },
  gross_profit: {
    field: 'salesByPeriod',
    fields: SALES_FIGURE_FIELDS,
    total: (t) => ['Total', t.netSales, t.costOfGoods, t.grossProfit, t.grossMargin],
  },
  payment_methods: {
    field: 'paymentMethodReport',
    fields: PAYMENT_METHOD_FIELDS,
    total: (t) => ['Total', t.transactions, t.amount, t.refunds, t.net],
  },
  item_sales: {
    field: 'itemSalesReport',
    fields: ITEM_SALES_FIELDS,
    extra: 'billDiscounts',
    total: (t) => ['Total', '', '', ...productFigures(t)],
  },
  category_sales: {
    field: 'categorySalesReport',
    fields: CATEGORY_SALES_FIELDS,
    extra: 'billDiscounts',
    total: (t) => ['Total', ...productFigures(t)],
  },
  modifier_sales: {
    field: 'modifierSalesReport',
    fields: MODIFIER_SALES_FIELDS,
    total: (t) => ['Total', '', t.quantity, t.amount, t.refundedQuantity, t.refunds, t.net],
  },
  discounts: {
    field: 'discountReport',
    fields: DISCOUNT_FIELDS,
    extra: 'refunded',
    total: (t) => ['Total', '', t.timesApplied, t.amount],
  },
  taxes: {
    field: 'taxReport',
    fields: TAX_FIELDS,
    total: (t) => ['Total', '', '', ...charge(t)],
  },
  gratuity: { field: 'gratuityReport', fields: TAX_FIELDS, total: (t) => ['Total', '', ...charge(t)] },
  staff: { field: 'staffReport', fields: STAFF_FIELDS, total: (t) => ['Total', ...staff(t)] },
  server: { field: 'serverReport', fields: STAFF_FIELDS, total: (t) => ['Total', ...staff(t)] },
  sales_type: {
    field: 'salesTypeReport',
    fields: SALES_TYPE_FIELDS,
    total: (t) => ['Total', t.transactions, t.netSales, t.gratuity],
  },
  'hourly_item/sold': {
    field: 'hourlyItemReport',
    fields: HOURLY_ITEM_FIELDS,
    total: (t) => ['Total', '', t.quantity, ...hours(t, 'quantity')],
  },
  'hourly_item/amount': {
    field: 'hourlyItemReport',
    fields: HOURLY_ITEM_FIELDS,
    total: (t) => ['Total', '', t.amount, ...hours(t, 'amount')],
  },
};
function productFigures(t: Row) {
  return [
    'quantity',
    'refundedQuantity',
    'grossSales',
    'discounts',
    'refunds',
    'netSales',
    'costOfGoods',
    'grossProfit',
    'grossMargin',
  ].map((k) => t[k]);
}
const charge = (t: Row) => ['bills', 'taxableAmount', 'amount', 'refunds', 'collected'].map((k) => t[k]);
const staff = (t: Row) =>
  [
    'transactions',
    'netSales',
    'averageBill',
    'refundCount',
    'refunds',
    'voids',
    'voidAmount',
    'cancellations',
    'cancelledAmount',
    'discounts',
  ].map((k) => t[k]);
function hours(t: Row, figure: 'quantity' | 'amount') {
  const cells = t.hours as { hour: number; quantity: number; amount: number }[];
  return Array.from({ length: 24 }, (_, hour) => cells.find((cell) => cell.hour === hour)?.[figure] ?? 0);
}

/** The text a PDF draws: its streams inflated, each `<hex> Tj` read as the WinAnsi it encodes (Latin-1 and dashes). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(
        Buffer.from(text[1]!, 'hex').toString('latin1').replaceAll('\x96', '–').replaceAll('\x97', '—'),
      );
    }
  }
  return parts.join('\n');
}

describe('sales report exports: every report as a file, four as a PDF', () => {
  const context = useTestApp({ clock: () => new Date('2024-07-01T09:00:00Z'), env: { PUBLIC_URL } });
  let owner: string;
  let outlets: { J: number; M: number };
  const july1 = { start_time: '2024-07-01T00:00:00', end_time: '2024-07-01T23:59:59' };

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    outlets = { J: a.outletIds[0]!, M: a.outletIds[1]! };
    await setOutletZone(db, a.id, outlets.M, MAKASSAR);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    await writeDataSet(db, a.id, outlets, b.id, b.outletIds[0]!);
    const [dineIn] = await db
      .insert(salesTypes)
      .values({ businessId: a.id, name: 'Dine In' })
      .returning({ id: salesTypes.id });
    const [cash] = await db
      .insert(paymentMethods)
      .values({ businessId: a.id, code: 'CASH', name: 'Cash', kind: 'cash', isRefundable: true })
      .returning({ id: paymentMethods.id });
    const pay = (amount: number) => [
      { uuid: randomUUID(), payment_method_id: cash!.id, method_code: 'cash', method_name: 'Cash', amount },
    ];
    const till = await pairDevice(context.app, owner, outlets.J);
    const bills: PosOrder[] = [
      completedOrder('2024-07-01T02:00:00Z', {
        sales_type_id: dineIn!.id,
        created_by: a.owner.id,
        collected_by: a.manager.id,
        payments: pay(76_900),
      }),
      completedOrder('2024-07-01T04:00:00Z', { collected_by: a.owner.id, payments: pay(76_900) }),
    ];
    const sent = await sendBatchOk(context.app, till.credential, bills);
    expect(sent.results.map((result) => result.status)).toEqual(['accepted', 'accepted']);
  }, 60_000);

  async function ask(report: (typeof SALES_REPORTS)[number], outletIds: number[] | null, token = owner) {
    const { field, fields, extra = '' } = REPORTS[report];
    return context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(token),
      payload: {
        query: `query R($outletIds: [Int!], $startDate: String!, $endDate: String!) {
          r: ${field}(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
            rows { ${fields} } total { ${fields} } ${extra} } }`,
        variables: { outletIds, startDate: '2024-07-01 00:00:00', endDate: '2024-07-01 23:59:59' },
      },
    });
  }
  async function screen(report: (typeof SALES_REPORTS)[number], outletIds: number[] | null, token = owner) {
    const response = await ask(report, outletIds, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors, response.body).toBeUndefined();
    return response.json().data.r as { rows: Row[]; total: Row; billDiscounts?: number; refunded?: number };
  }

  async function exportFile(format: 'csv' | 'xlsx' | 'pdf', filters: Record<string, unknown>) {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
      payload: {
        feature_name: 'sales-report',
        format,
        additional: { ...july1, outlet_id: null, report_filters: filters },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    let status = { status: 'IN_PROGRESS', file_url: null as string | null, error_message: null };
    await expect
      .poll(
        async () => {
          status = (
            await context.app.inject({
              method: 'GET',
              url: `/api/exporting/v1/exports/${id}`,
              headers: bearer(owner),
            })
          ).json();
          return status.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const file = await context.app.inject({ method: 'GET', url: status.file_url!.replace(PUBLIC_URL, '') });
    expect(file.statusCode).toBe(200);
    return file;
  }

  it("writes each of the fourteen reports with the screen's rows and total row", async () => {
    for (const report of SALES_REPORTS) {
      const outletIds = report === 'taxes' ? null : [outlets.J, outlets.M];
      const answer = await screen(report, outletIds);
      expect(answer.rows.length, report).toBeGreaterThan(0);
      const file = await exportFile('csv', { report, outlet_ids: outletIds });
      const name = String(file.headers['content-disposition']);
      expect(name, report).toContain(`sales-${report.replace(/[_/]/g, '-')}_2024-07-01_2024-07-01.csv`);
      const rows: SheetRow[] = await readSheetRows(file.rawPayload, 'csv');
      const total = REPORTS[report].total(answer.total).map(String);
      const totalAt = rows.findIndex((row) => row[0] === 'Total');
      expect(rows[totalAt], report).toEqual(total);
      // Header, one line per screen row, then the total (the blank line between is not a row when read back).
      expect(totalAt, report).toBe(answer.rows.length + 1);
      const notes = rows.slice(totalAt + 1);
      if (answer.billDiscounts) {
        expect(notes, report).toEqual([
          ['Discounts on whole bills (in no row)', String(answer.billDiscounts)],
        ]);
      } else if (answer.refunded) {
        expect(notes, report).toEqual([['Given back by refunds', '', '', String(answer.refunded)]]);
      } else if (report !== 'taxes') {
        expect(notes, report).toEqual([]);
      }
    }
  }, 240_000);

  it('prints Summary and Taxes as a PDF in the language they were asked in', async () => {
    const summary = await screen('summary', null);
    const pdf = await exportFile('pdf', { report: 'summary', language: 'id' });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain('sales-summary_2024-07-01_2024-07-01.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Ringkasan penjualan');
    expect(text).toContain('Periode: 1 Jul 2024 00:00 – 1 Jul 2024 23:59');
    expect(text).toContain('Outlet: Semua outlet');
    expect(text).toContain('Penjualan bersih');
    expect(text).toContain('Halaman 1 dari 1');
    const rupiah = (value: number) => new Intl.NumberFormat('id-ID').format(value);
    expect(text).toContain(rupiah(Number(summary.total.netSales)));
    expect(text).toContain(rupiah(Number(summary.total.totalCollected)));

    const taxes = await screen('taxes', [outlets.J]);
    const english = pdfText(
      (await exportFile('pdf', { report: 'taxes', outlet_ids: [outlets.J] })).rawPayload,
    );
    expect(english).toContain('Taxes');
    expect(english).toContain('Taxable amount');
    expect(english).not.toContain('Semua outlet');
    expect(english).toContain(rupiah(Number(taxes.total.collected)));
  }, 120_000);

  it('refuses a PDF of a report that is not printed, with the reason', async () => {
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
      payload: {
        feature_name: 'sales-report',
        format: 'pdf',
        additional: { ...july1, outlet_id: null, report_filters: { report: 'item_sales' } },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('A PDF can be made of the Summary');
  });

  it("keeps a person limited to one outlet to that outlet's figures, in every report and its file", async () => {
    const { db } = context.database;
    const { a } = context.fx;
    // The fixture's manager holds Reports › Sales (test/identity-fixtures.ts).
    await limitToOutlets(db, a.id, a.manager.id, [outlets.J]);
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    for (const report of SALES_REPORTS) {
      // Naming the outlet beyond their reach is NOT_FOUND, as another business's outlet is: nothing is read.
      const beyond = (await ask(report, [outlets.M], manager)).json();
      expect(beyond.data, report).toBeNull();
      expect(beyond.errors[0].extensions.code, report).toBe('NOT_FOUND');
      expect((await ask(report, [outlets.J, outlets.M], manager)).json().errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );
      // Every outlet they reach is Jakarta alone: the same figures as the owner's Jakarta.
      const theirs = await screen(report, null, manager);
      const jakarta = await screen(report, [outlets.J]);
      expect(theirs.total, report).toEqual(jakarta.total);
    }
    // Their file of a report beyond their reach is refused as the screen is.
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(manager),
      payload: {
        feature_name: 'sales-report',
        format: 'csv',
        additional: {
          ...july1,
          outlet_id: null,
          report_filters: { report: 'staff', outlet_ids: [outlets.M] },
        },
      },
    });
    expect(refused.statusCode).toBe(404);
  }, 120_000);
});

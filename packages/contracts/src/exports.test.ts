import { describe, expect, it } from 'vitest';
import {
  canExportFor,
  createExportBodySchema,
  exportableSalesReports,
  PDF_EXPORT_MESSAGE,
  SINGLE_OUTLET_EXPORT_MESSAGE,
} from './exports.js';
import { SALES_REPORTS } from './sales-reports.js';

const range = { start_time: '2024-05-01T00:00:00', end_time: '2024-05-31T23:59:59' };

describe('export request', () => {
  it('takes All Outlet (null) for the success tab’s exports and defaults to XLSX', () => {
    const parsed = createExportBodySchema.parse({
      feature_name: 'order-export-transaction',
      additional: { ...range, outlet_id: null },
    });
    expect(parsed.format).toBe('xlsx');
  });

  it('needs one outlet for the cancelled and void exports', () => {
    for (const feature_name of ['order-export-cancelled', 'order-export-void']) {
      const all = createExportBodySchema.safeParse({
        feature_name,
        additional: { ...range, outlet_id: null },
      });
      expect(all.success).toBe(false);
      expect(all.error?.issues[0]?.message).toBe(SINGLE_OUTLET_EXPORT_MESSAGE);
      expect(all.error?.issues[0]?.path).toEqual(['additional', 'outlet_id']);
      const one = createExportBodySchema.safeParse({ feature_name, additional: { ...range, outlet_id: 7 } });
      expect(one.success).toBe(true);
    }
  });

  it('refuses an end before the start and an unknown feature', () => {
    expect(
      createExportBodySchema.safeParse({
        feature_name: 'order-export-void',
        additional: { start_time: range.end_time, end_time: range.start_time, outlet_id: 3 },
      }).success,
    ).toBe(false);
    expect(
      createExportBodySchema.safeParse({ feature_name: 'orders', additional: { ...range, outlet_id: 3 } })
        .success,
    ).toBe(false);
  });

  it('tells the screens which exports the selected outlet allows (-1 is All Outlet)', () => {
    expect(canExportFor('order-export-transaction', null)).toBe(true);
    expect(canExportFor('order-export-cancelled', null)).toBe(false);
    expect(canExportFor('order-export-void', -1)).toBe(false);
    expect(canExportFor('order-export-void', 12)).toBe(true);
  });

  it('exports every sales report, and a PDF of the four an accountant is handed only', () => {
    expect([...exportableSalesReports]).toEqual([...SALES_REPORTS]);
    const ask = (feature_name: string, format: string, report?: string, language?: string) =>
      createExportBodySchema.safeParse({
        feature_name,
        format,
        additional: {
          ...range,
          outlet_id: null,
          ...(report ? { report_filters: { report, ...(language ? { language } : {}) } } : {}),
        },
      });
    for (const report of ['summary', 'gross_profit', 'payment_methods', 'taxes']) {
      const pdf = ask('sales-report', 'pdf', report, 'id');
      expect(pdf.success, report).toBe(true);
      expect(pdf.data?.additional.report_filters?.language).toBe('id');
    }
    for (const [feature, report] of [
      ['sales-report', 'item_sales'],
      ['sales-report', 'hourly_item/sold'],
      ['order-export-transaction', undefined],
    ] as const) {
      const refused = ask(feature, 'pdf', report);
      expect(refused.success, `${feature} ${report}`).toBe(false);
      expect(refused.error?.issues.map((issue) => issue.message)).toContain(PDF_EXPORT_MESSAGE);
    }
    expect(ask('sales-report', 'csv', 'hourly_item/amount').success).toBe(true);
    // The language is the page's, one of the two the product speaks; English when not said.
    expect(ask('sales-report', 'xlsx', 'summary').data?.additional.report_filters?.language).toBe('en');
    expect(
      createExportBodySchema.safeParse({
        feature_name: 'sales-report',
        additional: { ...range, outlet_id: null, report_filters: { report: 'summary', language: 'fr' } },
      }).success,
    ).toBe(false);
    expect(ask('sales-report', 'pdf', 'summary', 'fr').success).toBe(false);
  });
});

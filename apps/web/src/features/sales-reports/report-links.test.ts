import { describe, expect, it } from 'vitest';
import { SALES_REPORTS } from '@backoffice/contracts/sales-report-names';
import { transactionsDayLink, transactionsItemLink } from './report-links';
import { BUILT_SALES_REPORTS } from './sales-report-paths';

describe('the link from a day to its transactions', () => {
  it('names the day and the one outlet', () => {
    expect(transactionsDayLink('2026-11-20', [3])).toBe(
      '/v2/reports/transactions/success?date=2026-11-20&outlet=3',
    );
  });

  it('opens on All Outlet for every outlet or several', () => {
    expect(transactionsDayLink('2026-11-20', undefined)).toBe(
      '/v2/reports/transactions/success?date=2026-11-20',
    );
    expect(transactionsDayLink('2026-11-20', [1, 2])).toBe(
      '/v2/reports/transactions/success?date=2026-11-20',
    );
  });
});

describe('the link from an item to its transactions', () => {
  const range = { startDate: '2026-11-01 00:00:00', endDate: '2026-11-30 23:59:59' };

  it("names the report's days, its one outlet, and the item with its names as sold", () => {
    const link = transactionsItemLink(
      { itemId: 12, name: 'Kopi Susu & Gula', variantName: 'Large' },
      range,
      [3],
    );
    expect(link).toBe(
      '/v2/reports/transactions/success?from=2026-11-01&to=2026-11-30&outlet=3&item=12&item_name=Kopi+Susu+%26+Gula&variant=Large',
    );
    const params = new URL(link!, 'http://localhost').searchParams;
    expect(params.get('item_name')).toBe('Kopi Susu & Gula');
  });

  it('leaves out the outlet for several or all, and the variant when the row has none', () => {
    const row = { itemId: 12, name: 'Kopi Susu', variantName: '' };
    const expected =
      '/v2/reports/transactions/success?from=2026-11-01&to=2026-11-30&item=12&item_name=Kopi+Susu';
    expect(transactionsItemLink(row, range, [1, 2])).toBe(expected);
    expect(transactionsItemLink(row, range, undefined)).toBe(expected);
  });

  it('is no link for a row without a catalogue item', () => {
    expect(
      transactionsItemLink({ itemId: null, name: 'Open item', variantName: '' }, range, [3]),
    ).toBeUndefined();
  });
});

describe('the reports the app has addresses for', () => {
  it('are every report of Reports › Sales, in the sidebar order', () => {
    expect([...BUILT_SALES_REPORTS]).toEqual([...SALES_REPORTS]);
  });
});

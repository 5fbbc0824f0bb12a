import { describe, expect, it } from 'vitest';
import { readTransactionsDayLink, transactionsDayLink } from './transactions-link';

describe('the Transactions day link', () => {
  it('names the day and the one outlet, and reads back the same', () => {
    const link = transactionsDayLink('2026-11-20', [3]);
    expect(link).toBe('/v2/reports/transactions/success?date=2026-11-20&outlet=3');
    expect(readTransactionsDayLink(link.slice(link.indexOf('?')))).toEqual({
      date: '2026-11-20',
      outletId: 3,
    });
  });

  it('opens on All Outlet for every outlet or several', () => {
    expect(transactionsDayLink('2026-11-20', undefined)).toBe(
      '/v2/reports/transactions/success?date=2026-11-20',
    );
    expect(transactionsDayLink('2026-11-20', [1, 2])).toBe(
      '/v2/reports/transactions/success?date=2026-11-20',
    );
    expect(readTransactionsDayLink('?date=2026-11-20')).toEqual({ date: '2026-11-20', outletId: undefined });
  });

  it('ignores an address without a well-formed day or outlet', () => {
    expect(readTransactionsDayLink('')).toBeUndefined();
    expect(readTransactionsDayLink('?date=20-11-2026')).toBeUndefined();
    expect(readTransactionsDayLink('?date=2026-11-20&outlet=abc')).toBeUndefined();
  });
});

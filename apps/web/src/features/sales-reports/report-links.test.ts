import { describe, expect, it } from 'vitest';
import { transactionsDayLink } from './report-links';

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

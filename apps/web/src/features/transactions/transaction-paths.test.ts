import { describe, expect, it } from 'vitest';
import { readDayLink, readTransactionLocation, transactionPaths } from './transaction-paths';

describe('the transaction URLs', () => {
  it('read each tab and each detail', () => {
    expect(readTransactionLocation('success')).toEqual({ tab: 'success', target: null });
    expect(readTransactionLocation('success/abc-123')).toEqual({
      tab: 'success',
      target: { kind: 'success', token: 'abc-123' },
    });
    expect(readTransactionLocation('cancelled/')).toEqual({ tab: 'cancelled', target: null });
    expect(readTransactionLocation('cancelled/12/345')).toEqual({
      tab: 'cancelled',
      target: { kind: 'cancelled', outletId: 12, orderId: 345 },
    });
    expect(readTransactionLocation('void')).toEqual({ tab: 'void', target: null });
  });

  it('leave the bare path and unknown ones to the redirect', () => {
    for (const rest of [
      '',
      'refunds',
      'void/1',
      'cancelled/12',
      'cancelled/x/1',
      'cancelled/0/1',
      'success/a/b',
    ]) {
      expect(readTransactionLocation(rest)).toBeUndefined();
    }
  });

  it('build what they read', () => {
    expect(transactionPaths.tab('void')).toBe('/v2/reports/transactions/void');
    expect(transactionPaths.success('a b')).toBe('/v2/reports/transactions/success/a%20b');
    expect(transactionPaths.cancelled(3, 9)).toBe('/v2/reports/transactions/cancelled/3/9');
  });
});

describe('the day link of another screen', () => {
  it('reads the day and the outlet, All Outlet when it names none', () => {
    expect(readDayLink('?date=2026-11-20&outlet=3')).toEqual({ date: '2026-11-20', outletId: 3 });
    expect(readDayLink('?date=2026-11-20')).toEqual({ date: '2026-11-20', outletId: undefined });
  });

  it('ignores an address without a well-formed day or outlet', () => {
    expect(readDayLink('')).toBeUndefined();
    expect(readDayLink('?date=20-11-2026')).toBeUndefined();
    expect(readDayLink('?date=2026-11-20&outlet=abc')).toBeUndefined();
  });
});

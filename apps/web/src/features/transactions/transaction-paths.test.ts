import { describe, expect, it } from 'vitest';
import { readListLink, readTransactionLocation, transactionPaths } from './transaction-paths';

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

describe('the links of other screens', () => {
  it('reads a day and the outlet, All Outlet when it names none', () => {
    expect(readListLink('?date=2026-11-20&outlet=3')).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
      outletId: 3,
      item: null,
    });
    expect(readListLink('?date=2026-11-20')).toMatchObject({ from: '2026-11-20', outletId: undefined });
  });

  it('reads a range and an item with its names as sold', () => {
    expect(
      readListLink('?from=2026-11-01&to=2026-11-30&outlet=3&item=12&item_name=Kopi+Susu&variant=Large'),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      outletId: 3,
      item: { id: 12, name: 'Kopi Susu', variant: 'Large' },
    });
    expect(readListLink('?from=2026-11-01&to=2026-11-30&item=12&item_name=Es%20%26%20Teh')?.item).toEqual({
      id: 12,
      name: 'Es & Teh',
      variant: '',
    });
    // A reversed range is read in order.
    expect(readListLink('?from=2026-11-30&to=2026-11-01')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('ignores an address without a well-formed range or outlet, and an item without an id or a name', () => {
    expect(readListLink('')).toBeUndefined();
    expect(readListLink('?date=20-11-2026')).toBeUndefined();
    expect(readListLink('?from=2026-11-01')).toBeUndefined();
    expect(readListLink('?date=2026-11-20&outlet=abc')).toBeUndefined();
    for (const item of [
      'item=abc&item_name=Kopi',
      'item=0&item_name=Kopi',
      'item=2147483648&item_name=Kopi',
      'item=12',
    ]) {
      expect(readListLink(`?date=2026-11-20&${item}`)?.item, item).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { writeStored } from '../../lib/storage/expiring-storage';
import {
  defaultFilter,
  filterForLink,
  isBeforeKeptData,
  rangeOf,
  readFilter,
  sanitizeFilter,
  withRange,
  writeFilter,
} from './transaction-filter';

const now = new Date(2026, 10, 25, 14, 30);

describe('the transaction filter', () => {
  it('defaults to today, all day, All Outlet and no keywords', () => {
    expect(defaultFilter(now)).toEqual({
      selectedOutletId: -1,
      startDate: '2026-11-25T00:00:00',
      endDate: '2026-11-25T23:59:59',
      receipt: '',
      itemName: '',
      orderId: '',
      allDay: true,
      item: null,
    });
  });

  it('falls back to the start and end of today for an invalid start or end, and keeps the rest', () => {
    const filter = sanitizeFilter(
      { selectedOutletId: 12, startDate: 'yesterday', endDate: '2026-02-30T10:00:00', receipt: 'KMG-1' },
      now,
    );
    expect(filter).toMatchObject({
      selectedOutletId: 12,
      startDate: '2026-11-25T00:00:00',
      endDate: '2026-11-25T23:59:59',
      receipt: 'KMG-1',
      orderId: '',
      allDay: true,
    });
  });

  it('is remembered for 24 hours, then forgotten', () => {
    const chosen = { ...defaultFilter(now), selectedOutletId: 12, orderId: 'DGO-9' };
    writeFilter(chosen, now);
    expect(readFilter(new Date(now.getTime() + 23 * 3_600_000))).toEqual(chosen);
    expect(readFilter(new Date(now.getTime() + 24 * 3_600_000 + 1))).toEqual(
      defaultFilter(new Date(now.getTime() + 24 * 3_600_000 + 1)),
    );
  });

  it("starts on the outlets' today, whatever the browser's zone", () => {
    // One instant, two calendars: 02:00 on the 27th at UTC+14, 01:00 on the 26th at UTC−11.
    const instant = new Date('2026-11-26T12:00:00Z');
    expect(readFilter(instant, 'Pacific/Kiritimati')).toMatchObject({
      startDate: '2026-11-27T00:00:00',
      endDate: '2026-11-27T23:59:59',
    });
    expect(readFilter(instant, 'Pacific/Pago_Pago')).toMatchObject({
      startDate: '2026-11-26T00:00:00',
      endDate: '2026-11-26T23:59:59',
    });
  });

  it('reads a damaged stored filter as the default', () => {
    writeStored('transactions.filter', 'not a filter', undefined, now.getTime());
    expect(readFilter(now)).toEqual(defaultFilter(now));
  });

  it('turns the picker range into inclusive wall-clock times and back', () => {
    const range = {
      startDate: new Date(2026, 10, 1),
      endDate: new Date(2026, 10, 3),
      startHour: 8,
      endHour: 17,
    };
    const filter = withRange(defaultFilter(now), range);
    expect(filter).toMatchObject({
      startDate: '2026-11-01T08:00:00',
      endDate: '2026-11-03T16:59:59',
      allDay: false,
    });
    expect(rangeOf(filter)).toEqual(range);
    const whole = withRange(filter, { ...range, startHour: 0, endHour: 24 });
    expect(whole).toMatchObject({ endDate: '2026-11-03T23:59:59', allDay: true });
    expect(rangeOf(whole).endHour).toBe(24);
  });

  it('finds a range wholly before 1 January of last year too old to ask for', () => {
    const at = (start: string, end: string) => ({ ...defaultFilter(now), startDate: start, endDate: end });
    expect(isBeforeKeptData(at('2024-03-01T00:00:00', '2024-12-31T23:59:59'), now)).toBe(true);
    expect(isBeforeKeptData(at('2024-12-01T00:00:00', '2025-01-01T00:00:00'), now)).toBe(false);
    expect(isBeforeKeptData(at('2025-01-01T00:00:00', '2025-01-31T23:59:59'), now)).toBe(false);
  });
});

describe('a filter asked for by a link', () => {
  it('is that whole day of that outlet, with no search', () => {
    const link = { from: '2026-11-20', to: '2026-11-20', item: null };
    expect(filterForLink({ ...link, outletId: 3 })).toEqual({
      ...defaultFilter(new Date('2026-11-20T00:00:00')),
      selectedOutletId: 3,
    });
    expect(filterForLink({ ...link, outletId: undefined })).toMatchObject({
      selectedOutletId: -1,
      startDate: '2026-11-20T00:00:00',
      endDate: '2026-11-20T23:59:59',
      allDay: true,
    });
  });

  it('spans whole days from the first to the last, with the item it names', () => {
    const item = { id: 12, name: 'Kopi Susu', variant: 'Large' };
    expect(filterForLink({ from: '2026-11-01', to: '2026-11-30', outletId: undefined, item })).toMatchObject({
      selectedOutletId: -1,
      startDate: '2026-11-01T00:00:00',
      endDate: '2026-11-30T23:59:59',
      allDay: true,
      receipt: '',
      item,
    });
  });
});

describe('the item the list is narrowed to', () => {
  it('is kept with the filter, and a malformed one is dropped', () => {
    const item = { id: 12, name: 'Kopi Susu', variant: '' };
    writeFilter({ ...defaultFilter(now), item }, now);
    expect(readFilter(now).item).toEqual(item);
    for (const bad of [
      { id: 0, name: 'x' },
      { id: 1.5, name: 'x' },
      { id: 2_147_483_648, name: 'x' },
      { id: 3, name: ' ' },
      'x',
    ]) {
      expect(sanitizeFilter({ ...defaultFilter(now), item: bad }, now).item).toBeNull();
    }
    expect(sanitizeFilter({ ...defaultFilter(now), item: { id: 3, name: 'Teh' } }, now).item).toEqual({
      id: 3,
      name: 'Teh',
      variant: '',
    });
  });

  it('stays when the range or the outlet changes', () => {
    const item = { id: 12, name: 'Kopi Susu', variant: 'Large' };
    const filter = { ...defaultFilter(now), item };
    const range = {
      startDate: new Date(2026, 10, 1),
      endDate: new Date(2026, 10, 3),
      startHour: 0,
      endHour: 24,
    };
    expect(withRange(filter, range).item).toEqual(item);
  });
});

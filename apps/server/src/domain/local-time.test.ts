import { describe, expect, it } from 'vitest';
import { localDate, localParts, zonedTimeToUtc, zoneOffsetMs } from './local-time.js';

const JAKARTA = 'Asia/Jakarta'; // WIB, UTC+7
const MAKASSAR = 'Asia/Makassar'; // WITA, UTC+8
const JAYAPURA = 'Asia/Jayapura'; // WIT, UTC+9
const HOUR = 3_600_000;

describe('local time of an outlet', () => {
  it('knows the offset of each Indonesian zone', () => {
    const instant = new Date('2026-03-15T12:00:00Z');
    expect(zoneOffsetMs(JAKARTA, instant)).toBe(7 * HOUR);
    expect(zoneOffsetMs(MAKASSAR, instant)).toBe(8 * HOUR);
    expect(zoneOffsetMs(JAYAPURA, instant)).toBe(9 * HOUR);
  });

  it('puts one instant on different business dates in different zones', () => {
    // 22:30 in Jakarta, 23:30 in Makassar, 00:30 the next day in Jayapura.
    const lateEvening = new Date('2026-03-15T15:30:00Z');
    expect(localDate(JAKARTA, lateEvening)).toBe('2026-03-15');
    expect(localDate(MAKASSAR, lateEvening)).toBe('2026-03-15');
    expect(localDate(JAYAPURA, lateEvening)).toBe('2026-03-16');
    const anHourLater = new Date('2026-03-15T16:30:00Z');
    expect(localDate(JAKARTA, anHourLater)).toBe('2026-03-15');
    expect(localDate(MAKASSAR, anHourLater)).toBe('2026-03-16');
    expect(localDate(JAYAPURA, anHourLater)).toBe('2026-03-16');
  });

  it('starts each business date at local midnight, and the millisecond before belongs to the day before', () => {
    const starts = {
      [JAKARTA]: '2026-03-15T17:00:00.000Z',
      [MAKASSAR]: '2026-03-15T16:00:00.000Z',
      [JAYAPURA]: '2026-03-15T15:00:00.000Z',
    };
    for (const [zone, start] of Object.entries(starts)) {
      const midnight = zonedTimeToUtc(zone, 2026, 3, 16);
      expect(midnight.toISOString()).toBe(start);
      expect(localDate(zone, midnight)).toBe('2026-03-16');
      expect(localDate(zone, new Date(midnight.getTime() - 1))).toBe('2026-03-15');
    }
  });

  it('crosses the year in the outlet zone, not in UTC', () => {
    const newYearInJakarta = new Date('2025-12-31T17:00:00Z');
    expect(localDate(JAKARTA, newYearInJakarta)).toBe('2026-01-01');
    expect(localDate('UTC', newYearInJakarta)).toBe('2025-12-31');
    expect(localParts(JAKARTA, newYearInJakarta)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0, // midnight reads 00, never 24
      minute: 0,
      second: 0,
    });
  });

  it('converts a wall-clock time back to the instant, also across a daylight-saving change elsewhere', () => {
    expect(zonedTimeToUtc(MAKASSAR, 2026, 3, 15, 9, 30).toISOString()).toBe('2026-03-15T01:30:00.000Z');
    // Berlin moves from UTC+1 to UTC+2 at 02:00 local on 29 March 2026.
    expect(zonedTimeToUtc('Europe/Berlin', 2026, 3, 29, 1, 30).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zonedTimeToUtc('Europe/Berlin', 2026, 3, 29, 3, 30).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});

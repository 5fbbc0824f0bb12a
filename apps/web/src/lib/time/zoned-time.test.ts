import { describe, expect, it } from 'vitest';
import { localDateIn, localTimeIn, localTimeLabel, wallClockDate, withZoneOffset } from './zoned-time';

describe("an outlet's wall clock", () => {
  it('dates and times an instant on the outlet calendar, whatever the browser zone', () => {
    // 16:30 UTC is 23:30 in Jakarta and already 00:30 the next day in Makassar.
    expect(localDateIn('2026-11-24T16:30:00Z', 'Asia/Jakarta')).toBe('2026-11-24');
    expect(localTimeIn('2026-11-24T16:30:00Z', 'Asia/Jakarta')).toBe('23:30');
    expect(localDateIn('2026-11-24T16:30:00Z', 'Asia/Makassar')).toBe('2026-11-25');
    expect(localTimeIn('2026-11-24T16:30:00Z', 'Asia/Makassar')).toBe('00:30');
  });

  it("adds the zone's offset to a wall-clock time for the cancelled and void calls", () => {
    expect(withZoneOffset('2026-11-25T00:00:00', 'Asia/Jakarta')).toBe('2026-11-25T00:00:00+07:00');
    expect(withZoneOffset('2026-11-25T23:59:59', 'Asia/Jayapura')).toBe('2026-11-25T23:59:59+09:00');
    expect(withZoneOffset('2026-07-01T12:00:00', 'Europe/Berlin')).toBe('2026-07-01T12:00:00+02:00');
    expect(withZoneOffset('2026-01-01T12:00:00', 'America/St_Johns')).toBe('2026-01-01T12:00:00-03:30');
  });

  it('reads an unknown zone as UTC instead of failing the table', () => {
    expect(localTimeIn('2026-11-24T16:30:00Z', 'Mars/Olympus')).toBe('16:30');
    expect(withZoneOffset('2026-11-25T00:00:00', 'Mars/Olympus')).toBe('2026-11-25T00:00:00+00:00');
  });

  it("gives a zone's wall clock as a local date, whatever the browser's zone", () => {
    const clock = wallClockDate(new Date('2026-11-27T03:20:05Z'), 'Asia/Jakarta');
    expect([
      clock.getFullYear(),
      clock.getMonth() + 1,
      clock.getDate(),
      clock.getHours(),
      clock.getMinutes(),
    ]).toEqual([2026, 11, 27, 10, 20]);
    expect(clock.getSeconds()).toBe(5);
    expect(wallClockDate(new Date('2026-11-27T17:30:00Z'), 'Asia/Makassar').getDate()).toBe(28);
  });

  it("names Indonesia's zones WIB, WITA and WIT, and others by their offset", () => {
    const at = '2026-11-27T13:06:00Z';
    expect(localTimeLabel(at, 'Asia/Jakarta', true)).toBe('20:06 WIB');
    expect(localTimeLabel(at, 'Asia/Makassar', true)).toBe('21:06 WITA');
    expect(localTimeLabel(at, 'Asia/Jayapura', true)).toBe('22:06 WIT');
    expect(localTimeLabel(at, 'Asia/Singapore', true)).toBe('21:06 GMT+8');
    expect(localTimeLabel(at, 'Asia/Makassar', false)).toBe('21:06');
  });
});

import { describe, expect, it } from 'vitest';
import { localTimeAfter, localTimeToInstant, nextDate, previousDate } from './calendar-text.js';
import { localDate } from './local-time.js';

describe('local time of an outlet', () => {
  it('reads a wall-clock time in each Indonesian zone', () => {
    expect(localTimeToInstant('2024-03-11T00:00:00', 'Asia/Jakarta').toISOString()).toBe(
      '2024-03-10T17:00:00.000Z',
    );
    expect(localTimeToInstant('2024-03-11T00:00:00', 'Asia/Makassar').toISOString()).toBe(
      '2024-03-10T16:00:00.000Z',
    );
    expect(localTimeToInstant('2024-03-11T00:00:00', 'Asia/Jayapura').toISOString()).toBe(
      '2024-03-10T15:00:00.000Z',
    );
  });

  it('settles the offset in a zone with daylight saving', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 31 March 2024 02:00.
    expect(localTimeToInstant('2024-03-30T12:00:00', 'Europe/Berlin').toISOString()).toBe(
      '2024-03-30T11:00:00.000Z',
    );
    expect(localTimeToInstant('2024-03-31T12:00:00', 'Europe/Berlin').toISOString()).toBe(
      '2024-03-31T10:00:00.000Z',
    );
  });

  it('gives the local date of an instant and steps days across months and leap days', () => {
    expect(localDate('Asia/Jakarta', new Date('2024-03-10T16:30:00Z'))).toBe('2024-03-10');
    expect(localDate('Asia/Makassar', new Date('2024-03-10T16:30:00Z'))).toBe('2024-03-11');
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
    expect(previousDate('2024-03-01')).toBe('2024-02-29');
    expect(localTimeAfter('2024-12-31T23:59:59')).toBe('2025-01-01T00:00:00');
  });
});

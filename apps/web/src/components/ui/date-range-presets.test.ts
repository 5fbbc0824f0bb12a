import { describe, expect, it } from 'vitest';
import { dateBounds, matchingPreset, normalizeRange, presetRange } from './date-range-presets';

// Wednesday 13 August 2025, mid-afternoon.
const now = new Date(2025, 7, 13, 15, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('presetRange', () => {
  it.each([
    ['today', day(2025, 8, 13), day(2025, 8, 13)],
    ['yesterday', day(2025, 8, 12), day(2025, 8, 12)],
    ['thisWeek', day(2025, 8, 11), day(2025, 8, 13)],
    ['lastWeek', day(2025, 8, 4), day(2025, 8, 10)],
    ['thisMonth', day(2025, 8, 1), day(2025, 8, 13)],
    ['lastMonth', day(2025, 7, 1), day(2025, 7, 31)],
    ['thisYear', day(2025, 1, 1), day(2025, 8, 13)],
    ['lastYear', day(2024, 1, 1), day(2024, 12, 31)],
  ] as const)('%s', (preset, start, end) => {
    const range = presetRange(preset, now);
    expect(range.startDate).toEqual(start);
    expect(range.endDate).toEqual(end);
    expect([range.startHour, range.endHour]).toEqual([0, 24]);
    expect(matchingPreset(range, now)).toBe(preset);
  });

  it('treats Sunday as the last day of the week', () => {
    const sunday = new Date(2025, 7, 17, 9);
    expect(presetRange('thisWeek', sunday).startDate).toEqual(day(2025, 8, 11));
  });
});

describe('normalizeRange', () => {
  it('swaps reversed dates', () => {
    const range = normalizeRange({
      startDate: day(2025, 8, 20),
      endDate: day(2025, 8, 1),
      startHour: 0,
      endHour: 24,
    });
    expect(range.startDate).toEqual(day(2025, 8, 1));
    expect(range.endDate).toEqual(day(2025, 8, 20));
  });

  it('swaps reversed hours on one day and never starts at 24', () => {
    const range = normalizeRange({ startDate: now, endDate: now, startHour: 18, endHour: 9 });
    expect([range.startHour, range.endHour]).toEqual([9, 18]);
    const same = normalizeRange({ startDate: now, endDate: now, startHour: 23, endHour: 23 });
    expect([same.startHour, same.endHour]).toEqual([23, 24]);
  });
});

describe('dateBounds', () => {
  it('reaches ten years back and ahead', () => {
    const { minDate, maxDate } = dateBounds(now);
    expect(minDate).toEqual(day(2015, 8, 13));
    expect(maxDate.getFullYear()).toBe(2035);
    expect(maxDate.getDate()).toBe(13);
  });
});

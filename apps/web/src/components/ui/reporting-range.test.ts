import { describe, expect, it } from 'vitest';
import { changeOf, chartsByHour, comparisonRange, previousRange, reportingRange } from './reporting-range';

const day = (text: string) => new Date(`${text}T00:00:00`);

describe('reporting ranges', () => {
  it('sends inclusive local times, the end hour being exclusive on the picker', () => {
    expect(
      reportingRange({ startDate: day('2026-11-01'), endDate: day('2026-11-30'), startHour: 0, endHour: 24 }),
    ).toEqual({
      startDate: '2026-11-01 00:00:00',
      endDate: '2026-11-30 23:59:59',
    });
    expect(
      reportingRange({ startDate: day('2026-11-25'), endDate: day('2026-11-25'), startHour: 9, endHour: 17 }),
    ).toEqual({
      startDate: '2026-11-25 09:00:00',
      endDate: '2026-11-25 16:59:59',
    });
  });

  it('compares with the equal period just before', () => {
    const previous = previousRange({
      startDate: day('2026-11-01'),
      endDate: day('2026-11-30'),
      startHour: 0,
      endHour: 24,
    });
    expect(reportingRange(previous)).toEqual({
      startDate: '2026-10-02 00:00:00',
      endDate: '2026-10-31 23:59:59',
    });
    const hours = previousRange({
      startDate: day('2026-03-01'),
      endDate: day('2026-03-01'),
      startHour: 9,
      endHour: 12,
    });
    expect(reportingRange(hours)).toEqual({
      startDate: '2026-02-28 09:00:00',
      endDate: '2026-02-28 11:59:59',
    });
  });

  it('compares a running range with the previous one up to the same point, and a past range with all of it', () => {
    const today = { startDate: day('2026-11-27'), endDate: day('2026-11-27'), startHour: 0, endHour: 24 };
    // 10:15 this morning: yesterday until 10:15, not all of yesterday.
    expect(comparisonRange(today, new Date('2026-11-27T10:15:00'))).toEqual({
      startDate: '2026-11-26 00:00:00',
      endDate: '2026-11-26 10:14:59',
    });
    // This month on its 10th day at noon: the previous 30 days' first 9 days and 12 hours.
    const month = { startDate: day('2026-11-01'), endDate: day('2026-11-30'), startHour: 0, endHour: 24 };
    expect(comparisonRange(month, new Date('2026-11-10T12:00:00'))).toEqual({
      startDate: '2026-10-02 00:00:00',
      endDate: '2026-10-11 11:59:59',
    });
    // A range that is over, or not begun, compares whole.
    const yesterday = { ...today, startDate: day('2026-11-26'), endDate: day('2026-11-26') };
    expect(comparisonRange(yesterday, new Date('2026-11-27T10:15:00'))).toEqual({
      startDate: '2026-11-25 00:00:00',
      endDate: '2026-11-25 23:59:59',
    });
    expect(comparisonRange(today, new Date('2026-11-26T23:00:00'))).toEqual({
      startDate: '2026-11-26 00:00:00',
      endDate: '2026-11-26 23:59:59',
    });
  });

  it('charts one day by hour and longer ranges by day', () => {
    expect(
      chartsByHour({ startDate: day('2026-11-25'), endDate: day('2026-11-25'), startHour: 0, endHour: 24 }),
    ).toBe(true);
    expect(
      chartsByHour({ startDate: day('2026-11-24'), endDate: day('2026-11-25'), startHour: 0, endHour: 24 }),
    ).toBe(false);
  });

  it('gives the change in percent with 2 decimals, and none against nothing', () => {
    expect(changeOf(125, 100)).toBe(25);
    expect(changeOf(2, 3)).toBe(-33.33);
    expect(changeOf(-50, 100)).toBe(-150);
    expect(changeOf(10, 0)).toBeUndefined();
  });
});

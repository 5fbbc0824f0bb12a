import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, daysInMonth } from './subscription-dates.js';

describe('subscription dates', () => {
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-03-31', 13)).toBe('2028-04-30');
    expect(addMonths('2027-06-30', -6)).toBe('2026-12-30');
    expect(addMonths('2027-08-31', -6)).toBe('2027-02-28');
  });

  it('counts days across leap years and year ends', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-12-25', '2027-01-25')).toBe(31);
    expect(daysBetween('2027-01-25', '2026-12-25')).toBe(-31);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

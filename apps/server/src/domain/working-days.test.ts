import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, publicHolidays } from './working-days.js';

const none = new Set<string>();

describe('working days', () => {
  it('skips weekends and never counts the starting day', () => {
    // 2026-11-27 is a Friday.
    expect(addWorkingDays('2026-11-27', 1, none)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1, none)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 5, none)).toBe('2026-11-30');
  });

  it('skips the configured holidays', () => {
    expect(addWorkingDays('2026-12-23', 1, new Set(['2026-12-24', '2026-12-25']))).toBe('2026-12-28');
    expect(isWorkingDay('2026-08-17', publicHolidays(undefined))).toBe(false);
    expect(isWorkingDay('2026-08-17', publicHolidays(''))).toBe(true);
  });

  it('counts 30 working days as six weeks when no holiday falls in them', () => {
    expect(addWorkingDays('2026-09-07', 30, none)).toBe('2026-10-19');
    // Six weeks would end on 12 January; Christmas Eve, Christmas, New Year's Day and Isra Mi'raj (5 January 2027)
    // push it four working days later.
    expect(addWorkingDays('2026-12-01', 30, none)).toBe('2027-01-12');
    expect(addWorkingDays('2026-12-01', 30, publicHolidays(undefined))).toBe('2027-01-18');
  });

  it('reads a configured list with spaces', () => {
    expect([...publicHolidays(' 2027-01-01 , 2027-01-02 ')]).toEqual(['2027-01-01', '2027-01-02']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  INDONESIAN_PUBLIC_HOLIDAYS,
  isWorkingDay,
  publicHolidays,
  yearsWithoutHolidays,
} from './working-days.js';

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
    // An empty setting is no setting: the built-in list stands (decision 0089).
    expect(isWorkingDay('2026-08-17', publicHolidays(''))).toBe(false);
  });

  it('counts 30 working days as six weeks when no holiday falls in them', () => {
    expect(addWorkingDays('2026-09-07', 30, none)).toBe('2026-10-19');
    // Six weeks would end on 12 January; Christmas Eve, Christmas, New Year's Day and Isra Mi'raj (5 January 2027)
    // push it four working days later.
    expect(addWorkingDays('2026-12-01', 30, none)).toBe('2027-01-12');
    expect(addWorkingDays('2026-12-01', 30, publicHolidays(undefined))).toBe('2027-01-18');
  });

  it('reads a configured list with spaces', () => {
    const configured = [...publicHolidays(' 2027-01-01 , 2027-01-02 ')];
    expect(configured.filter((day) => day.startsWith('2027'))).toEqual(['2027-01-01', '2027-01-02']);
  });

  // The deletion grace period's calendar (decisions 0086, 0089).
  const builtIn = publicHolidays(undefined);

  it('skips the 2026 decree’s holidays and joint leave days', () => {
    // Lebaran 2026: Wednesday 18 March (Nyepi leave) to Tuesday 24 March are all off.
    for (const day of ['2026-03-18', '2026-03-19', '2026-03-20', '2026-03-23', '2026-03-24'])
      expect(isWorkingDay(day, builtIn)).toBe(false);
    expect(addWorkingDays('2026-03-17', 1, builtIn)).toBe('2026-03-25');
    // Joint leave beside Chinese New Year, Ascension and Idul Adha.
    for (const day of ['2026-02-16', '2026-05-15', '2026-05-28', '2026-12-24'])
      expect(isWorkingDay(day, builtIn)).toBe(false);
    expect(INDONESIAN_PUBLIC_HOLIDAYS.filter((day) => day.startsWith('2026'))).toHaveLength(25);
  });

  it('lets PUBLIC_HOLIDAYS replace the years it names and keeps the others', () => {
    const configured = publicHolidays('2027-01-01, 2027-03-12 ,2028-01-01');
    expect(configured.has('2027-03-12')).toBe(true);
    expect(configured.has('2027-05-06')).toBe(false);
    expect(configured.has('2028-01-01')).toBe(true);
    expect(configured.has('2026-03-20')).toBe(true);
  });

  it('names the years without holidays, whose weekdays all count', () => {
    expect(yearsWithoutHolidays(builtIn, '2026-11-27', '2027-01-12')).toEqual([]);
    expect(yearsWithoutHolidays(builtIn, '2027-12-01', '2028-01-20')).toEqual([2028]);
    // No crash, and no holiday invented: Monday to Friday.
    expect(addWorkingDays('2028-01-07', 5, builtIn)).toBe('2028-01-14');
  });
});

import {
  addYears,
  endOfDay,
  endOfMonth,
  endOfWeek,
  endOfYear,
  isAfter,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';

export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Calendar days (time 00:00 local); hours are separate because the spec's pickers offer 00–24. */
export interface DateRange {
  startDate: Date;
  endDate: Date;
  /** 0–23. */
  startHour: number;
  /** 1–24 (24 = end of the day). */
  endHour: number;
}

// Indonesian weeks start on Monday.
const WEEK = { weekStartsOn: 1 } as const;

/** "This …" presets run up to today (nothing later has sales yet); "Last …" cover the whole period. */
export function presetRange(preset: DateRangePreset, now: Date = new Date()): DateRange {
  const today = startOfDay(now);
  const whole = (startDate: Date, endDate: Date): DateRange => ({
    startDate: startOfDay(startDate),
    endDate: startOfDay(endDate),
    startHour: 0,
    endHour: 24,
  });
  switch (preset) {
    case 'today':
      return whole(today, today);
    case 'yesterday':
      return whole(subDays(today, 1), subDays(today, 1));
    case 'thisWeek':
      return whole(startOfWeek(today, WEEK), today);
    case 'lastWeek': {
      const lastWeek = subWeeks(today, 1);
      return whole(startOfWeek(lastWeek, WEEK), endOfWeek(lastWeek, WEEK));
    }
    case 'thisMonth':
      return whole(startOfMonth(today), today);
    case 'lastMonth': {
      const lastMonth = subMonths(today, 1);
      return whole(startOfMonth(lastMonth), endOfMonth(lastMonth));
    }
    case 'thisYear':
      return whole(startOfYear(today), today);
    case 'lastYear': {
      const lastYear = subYears(today, 1);
      return whole(startOfYear(lastYear), endOfYear(lastYear));
    }
  }
}

/** The picker is limited to ten years back and ahead. */
export function dateBounds(now: Date = new Date()): { minDate: Date; maxDate: Date } {
  return { minDate: startOfDay(addYears(now, -10)), maxDate: endOfDay(addYears(now, 10)) };
}

/** A reversed range swaps. Same day with the hours reversed swaps the hours. */
export function normalizeRange(range: DateRange): DateRange {
  let { startDate, endDate, startHour, endHour } = range;
  if (isAfter(startOfDay(startDate), startOfDay(endDate))) [startDate, endDate] = [endDate, startDate];
  if (isSameDay(startDate, endDate) && startHour >= endHour) {
    if (startHour === endHour) endHour = Math.min(startHour + 1, 24);
    else [startHour, endHour] = [endHour, startHour];
  }
  return {
    startDate: startOfDay(startDate),
    endDate: startOfDay(endDate),
    startHour: Math.min(Math.max(startHour, 0), 23),
    endHour: Math.min(Math.max(endHour, 1), 24),
  };
}

export function matchingPreset(range: DateRange, now: Date = new Date()): DateRangePreset | undefined {
  return DATE_RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return (
      isSameDay(candidate.startDate, range.startDate) &&
      isSameDay(candidate.endDate, range.endDate) &&
      range.startHour === 0 &&
      range.endHour === 24
    );
  });
}

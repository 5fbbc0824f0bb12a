import type { DateRange } from './date-range-presets';
import { differenceInCalendarDays, startOfDay, subDays } from 'date-fns';
import { formatPattern } from '../../lib/format/format-date';

/** The reporting variables are local `yyyy-MM-dd HH:mm:ss`, both ends inclusive. */
const REPORTING_TIME = 'yyyy-MM-dd HH:mm:ss' as const;

export interface ReportingRange {
  startDate: string;
  endDate: string;
}

function bounds(range: DateRange): { start: Date; end: Date } {
  const start = startOfDay(range.startDate);
  start.setHours(range.startHour);
  const end = startOfDay(range.endDate);
  end.setHours(range.endHour);
  return { start, end };
}

/** The picker's range as the endpoint's variables (the end hour is exclusive, so the last second before it). */
export function reportingRange(range: DateRange): ReportingRange {
  const { start, end } = bounds(range);
  return {
    startDate: formatPattern(start, REPORTING_TIME),
    endDate: formatPattern(end.getTime() - 1000, REPORTING_TIME),
  };
}

/**
 * The range of the same length just before (decision 0067): whole days shift by their number of days, a part of
 * one day becomes the same hours of the day before.
 */
export function previousRange(range: DateRange): DateRange {
  const days = differenceInCalendarDays(range.endDate, range.startDate) + 1;
  return { ...range, startDate: subDays(range.startDate, days), endDate: subDays(range.endDate, days) };
}

/**
 * What the range is compared with (decision 0095): the previous range, cut at the point the current one has reached
 * when the current one is still running — this morning against yesterday until the same hour, not against all of
 * yesterday, which would show every morning as a fall.
 */
export function comparisonRange(range: DateRange, now: Date): ReportingRange {
  const current = bounds(range);
  const previous = bounds(previousRange(range));
  const elapsed = now.getTime() - current.start.getTime();
  const running = elapsed > 0 && now < current.end;
  const end = running
    ? Math.min(previous.end.getTime(), previous.start.getTime() + elapsed)
    : previous.end.getTime();
  return {
    startDate: formatPattern(previous.start, REPORTING_TIME),
    endDate: formatPattern(end - 1000, REPORTING_TIME),
  };
}

/** One day (or part of it) is charted by hour; longer ranges by day. */
export function chartsByHour(range: DateRange): boolean {
  return differenceInCalendarDays(range.endDate, range.startDate) === 0;
}

/** Percent change from `before` to `now`; undefined when there is nothing to compare with. */
export function changeOf(now: number, before: number): number | undefined {
  if (before === 0) return undefined;
  return Math.round(((now - before) / Math.abs(before)) * 10_000) / 100;
}

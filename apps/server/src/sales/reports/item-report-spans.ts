import { and, eq, gte, lte } from 'drizzle-orm';
import type { dailyItemHourSales, dailyItemReportSales, dailyModifierSales } from '../../db/schema/index.js';
import { nextDate, previousDate } from '../../domain/calendar-text.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import { inScope, type OutletScope } from '../transaction-outlets.repository.js';

type Business = Pick<Caller, 'businessId'>;

/** Whole days of a range, read from the item report days by month where a whole month is covered (decision 0240). */
export interface DaySpan {
  period: 'day' | 'month';
  /** First day, or first month (its first day), inclusive. */
  from: string;
  /** Last day, or last month (its first day), inclusive. */
  to: string;
}

const monthStart = (date: string) => `${date.slice(0, 8)}01`;
const nextMonthStart = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
};

/** Whole days `from`..`to` as the whole months inside them and the days before and after those months. */
export function monthsAndDays(days: { from: string; to: string }): DaySpan[] {
  const firstMonth = days.from.endsWith('-01') ? days.from : nextMonthStart(days.from);
  const endsOnLastDay = nextDate(days.to).endsWith('-01');
  const lastMonth = endsOnLastDay ? monthStart(days.to) : monthStart(previousDate(monthStart(days.to)));
  if (firstMonth > lastMonth) return [{ period: 'day', ...days }];
  const spans: DaySpan[] = [];
  if (days.from < firstMonth) spans.push({ period: 'day', from: days.from, to: previousDate(firstMonth) });
  spans.push({ period: 'month', from: firstMonth, to: lastMonth });
  const afterMonths = nextMonthStart(lastMonth);
  if (afterMonths <= days.to) spans.push({ period: 'day', from: afterMonths, to: days.to });
  return spans;
}

/** The rows of one span (whole days or whole months) of an item report table, for the scope's outlets. */
export function inSpan(
  business: Business,
  scope: OutletScope,
  rollup: typeof dailyItemReportSales | typeof dailyItemHourSales | typeof dailyModifierSales,
  span: DaySpan,
) {
  return and(
    inBusiness(rollup.businessId, business),
    eq(rollup.period, span.period),
    inScope(scope, rollup.outletId),
    gte(rollup.businessDate, span.from),
    lte(rollup.businessDate, span.to),
  );
}

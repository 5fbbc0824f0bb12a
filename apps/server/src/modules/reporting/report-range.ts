import { REPORT_MAX_DAYS } from '@backoffice/contracts/sales-reports';
import { datePart } from '../../domain/calendar-text.js';
import { daysBetween } from '../../domain/report-periods.js';
import type { LocalRange } from '../../sales/orders.repository.js';
import { badInput } from './reporting-args.js';

/** The last local date a range (end exclusive) touches. */
export function lastLocalDate(range: LocalRange): string {
  const lastSecond = new Date(Date.parse(`${range.end}Z`) - 1000).toISOString().slice(0, 19);
  return datePart(lastSecond);
}

/** Reports answer ranges of up to REPORT_MAX_DAYS calendar days (two years), which their budget is measured on. */
export function checkReportRange(range: LocalRange): void {
  if (daysBetween(datePart(range.start), lastLocalDate(range)) > REPORT_MAX_DAYS) {
    throw badInput(`A report covers at most ${REPORT_MAX_DAYS} days.`, 'endDate');
  }
}

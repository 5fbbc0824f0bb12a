import { REPORT_MAX_DAYS } from '@backoffice/contracts/sales-reports';
import { datePart } from '../../domain/calendar-text.js';
import { daysBetween } from '../../domain/report-periods.js';
import type { LocalRange } from '../../sales/orders.repository.js';
import { lastLocalDate } from '../../sales/reports/report-conditions.js';
import { badInput } from './reporting-args.js';

/** Reports answer ranges of up to REPORT_MAX_DAYS calendar days (two years), which their budget is measured on. */
export function checkReportRange(range: LocalRange): void {
  if (daysBetween(datePart(range.start), lastLocalDate(range)) > REPORT_MAX_DAYS) {
    throw badInput(`A report covers at most ${REPORT_MAX_DAYS} days.`, 'endDate');
  }
}

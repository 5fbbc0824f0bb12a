/*
 * The reports' periods and range bound, apart from their answers' schemas: the exports' contract reads them, and
 * every screen that asks for an export should not load the reports' schemas with it (decision 0231).
 */

/** How the Summary and Gross profit reports group their rows: local days, ISO weeks (from Monday), months. */
export const REPORT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A report answers any range up to this many days (two years and a leap day). */
export const REPORT_MAX_DAYS = 731;

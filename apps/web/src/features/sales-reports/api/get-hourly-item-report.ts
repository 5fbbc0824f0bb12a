import { HOURLY_ITEM_FIELDS, hourlyItemRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Hourly item sold / amount: per item and variant, its 24 hours' units and net sales (`hourlyItemReport`). */
export const hourlyItemReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('hourlyItemReport', HOURLY_ITEM_FIELDS, hourlyItemRowSchema, request);

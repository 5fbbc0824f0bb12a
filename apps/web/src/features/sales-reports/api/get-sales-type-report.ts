import { SALES_TYPE_FIELDS, salesTypeRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Sales type: per sales type of the bill, none included (`salesTypeReport`). */
export const salesTypeReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('salesTypeReport', SALES_TYPE_FIELDS, salesTypeRowSchema, request);

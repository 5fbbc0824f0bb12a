import { STAFF_FIELDS, staffRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Server: per waiter who opened the bill, Staff's row counted under the bill's server (`serverReport`). */
export const serverReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('serverReport', STAFF_FIELDS, staffRowSchema, request);

import { STAFF_FIELDS, staffRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Staff: per cashier, each refund, void and cancellation under who made it (`staffReport`). */
export const staffReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('staffReport', STAFF_FIELDS, staffRowSchema, request);

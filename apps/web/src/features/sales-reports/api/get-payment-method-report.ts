import { PAYMENT_METHOD_FIELDS, paymentMethodRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Payment methods: per method, payments, refunds and net (`paymentMethodReport`). */
export const paymentMethodReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('paymentMethodReport', PAYMENT_METHOD_FIELDS, paymentMethodRowSchema, request);

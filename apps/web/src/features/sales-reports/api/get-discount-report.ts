import { DISCOUNT_FIELDS, discountRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Discounts: per kind and name, times applied and amount, and what refunds gave back (`discountReport`). */
export const discountReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('discountReport', DISCOUNT_FIELDS, discountRowSchema, request, ['refunded']);

import { MODIFIER_SALES_FIELDS, modifierSalesRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Modifier sales: per modifier option as the bill named it (`modifierSalesReport`). */
export const modifierSalesReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('modifierSalesReport', MODIFIER_SALES_FIELDS, modifierSalesRowSchema, request);

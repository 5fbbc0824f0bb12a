import { CATEGORY_SALES_FIELDS, categorySalesRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Category sales: per category name on the bill, '' being none (`categorySalesReport`). */
export const categorySalesReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('categorySalesReport', CATEGORY_SALES_FIELDS, categorySalesRowSchema, request, [
    'billDiscounts',
  ]);

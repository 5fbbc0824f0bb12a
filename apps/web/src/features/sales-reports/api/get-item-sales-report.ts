import { ITEM_SALES_FIELDS, itemSalesRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Item sales: per item and variant as the bill named them (`itemSalesReport`). */
export const itemSalesReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('itemSalesReport', ITEM_SALES_FIELDS, itemSalesRowSchema, request, ['billDiscounts']);

import { SALES_FIGURE_FIELDS, salesFiguresSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Summary and Gross profit: the figures per day, week or month (`salesByPeriod`). */
export const salesByPeriodQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('salesByPeriod', SALES_FIGURE_FIELDS, salesFiguresSchema, request);

import { TAX_FIELDS, taxRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Gratuity: per outlet and service charge, with the tax report's row (`gratuityReport`). */
export const gratuityReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('gratuityReport', TAX_FIELDS, taxRowSchema, request);

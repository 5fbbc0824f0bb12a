import { TAX_FIELDS, taxRowSchema } from '@backoffice/contracts/sales-reports';
import { type ReportRequest, reportQueryOptions } from './report-query';

/** Taxes: per outlet and tax, the included ones outside the total and summed apart (`taxReport`). */
export const taxReportQueryOptions = (request: ReportRequest) =>
  reportQueryOptions('taxReport', TAX_FIELDS, taxRowSchema, request, ['includedTotal']);

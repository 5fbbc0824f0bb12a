import type { ReportPeriod } from '@backoffice/contracts/sales-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReportingRange } from '../../../components/ui/reporting-range';
import { queryReporting } from '../../../lib/api/query-reporting';

/** One report's request: the range, and the previous range when the totals are compared (decision 0095). */
export interface ReportRequest {
  /** undefined: every outlet the user reaches. */
  outletIds: number[] | undefined;
  range: ReportingRange;
  previous: ReportingRange | undefined;
  /** Summary and Gross profit only. */
  period?: ReportPeriod;
}

/** The rows and the server's total row, and the previous range's total when asked for. */
export interface ReportAnswer<Row> {
  rows: Row[];
  total: Row;
  previousTotal: Row | undefined;
  /** Item and Category sales: the discounts on whole bills, which belong to no row (decision 0240). */
  billDiscounts?: number;
  /** Discounts: the share the range's refunds gave back, for the range as a whole (decision 0245). */
  refunded?: number;
  /** Taxes: the sum of the taxes included in the price, which are part of Net sales, not of the total. */
  includedTotal?: Row;
}

/** What an answer holds besides its rows and total, by report (decisions 0240, 0245). */
export type ReportExtra = 'billDiscounts' | 'refunded' | 'includedTotal';

export type ReportKey = readonly ['sales-reports', string, ReportRequest];

export const salesReportKeys = {
  all: ['sales-reports'] as const,
  report: (field: string, request: ReportRequest): ReportKey =>
    [...salesReportKeys.all, field, request] as const,
};

/**
 * The query of one report field (a root field of the reporting endpoint answering `{ rows, total }`), with the
 * same field over the previous range aliased beside it when comparing: one request, one answer.
 */
function reportQuery(
  field: string,
  fields: string,
  withPeriod: boolean,
  compare: boolean,
  extra: string,
): string {
  const period = withPeriod ? ', period: $period' : '';
  const variables = [
    '$outletIds: [Int!]',
    '$startDate: String!',
    '$endDate: String!',
    ...(withPeriod ? ['$period: ReportPeriod'] : []),
    ...(compare ? ['$previousStart: String!', '$previousEnd: String!'] : []),
  ].join(', ');
  const current = `current: ${field}(outletIds: $outletIds, startDate: $startDate, endDate: $endDate${period}) { rows { ${fields} } total { ${fields} } ${extra} }`;
  const previous = compare
    ? `previous: ${field}(outletIds: $outletIds, startDate: $previousStart, endDate: $previousEnd${period}) { total { ${fields} } }`
    : '';
  return `query SalesReport(${variables}) { ${current} ${previous} }`;
}

/** Query options of one report field; each report's call is this with its field, fields and row schema. */
export function reportQueryOptions<Row extends z.ZodType>(
  field: string,
  fields: string,
  rowSchema: Row,
  request: ReportRequest,
  /** Item and Category sales also ask for `billDiscounts`, Discounts for `refunded`, Taxes for `includedTotal`. */
  extras: readonly ReportExtra[] = [],
) {
  const withPeriod = request.period !== undefined;
  const compare = request.previous !== undefined;
  const answerSchema = z.object({
    current: z.object({
      rows: z.array(rowSchema),
      total: rowSchema,
      billDiscounts: z.number().optional(),
      refunded: z.number().optional(),
      includedTotal: rowSchema.optional(),
    }),
    previous: z.object({ total: rowSchema }).optional(),
  });
  return queryOptions({
    queryKey: salesReportKeys.report(field, request),
    queryFn: async ({ signal }): Promise<ReportAnswer<z.output<Row>>> => {
      const answer = (await queryReporting(
        reportQuery(
          field,
          fields,
          withPeriod,
          compare,
          extras
            .map((extra) => (extra === 'includedTotal' ? `includedTotal { ${fields} }` : extra))
            .join(' '),
        ),
        {
          outletIds: request.outletIds ?? null,
          ...request.range,
          ...(withPeriod ? { period: request.period } : {}),
          ...(request.previous
            ? { previousStart: request.previous.startDate, previousEnd: request.previous.endDate }
            : {}),
        },
        answerSchema,
        signal,
      )) as {
        current: {
          rows: z.output<Row>[];
          total: z.output<Row>;
          billDiscounts?: number;
          refunded?: number;
          includedTotal?: z.output<Row>;
        };
        previous?: { total: z.output<Row> };
      };
      return {
        rows: answer.current.rows,
        total: answer.current.total,
        previousTotal: answer.previous?.total,
        ...(answer.current.billDiscounts === undefined
          ? {}
          : { billDiscounts: answer.current.billDiscounts }),
        ...(answer.current.refunded === undefined ? {} : { refunded: answer.current.refunded }),
        ...(answer.current.includedTotal === undefined
          ? {}
          : { includedTotal: answer.current.includedTotal }),
      };
    },
    placeholderData: keepPreviousData,
  });
}

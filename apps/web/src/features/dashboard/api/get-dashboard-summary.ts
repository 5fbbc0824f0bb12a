import {
  outletSalesSchema,
  paymentShareSchema,
  salesPointSchema,
  salesSummarySchema,
  topItemSchema,
} from '@backoffice/contracts/reporting';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReportingRange } from '../../../components/ui/reporting-range';
import { queryReporting } from '../../../lib/api/query-reporting';

const ARGS = 'outletIds: $outletIds, startDate: $startDate, endDate: $endDate';
const SUMMARY_FIELDS = 'grossSales netSales numberOfTransactions averageSale grossProfit grossMargin';

const SUMMARY_QUERY = `query DashboardSummary($outletIds: [Int!], $startDate: String!, $endDate: String!,
    $previousStart: String!, $previousEnd: String!) {
  current: salesSummary(${ARGS}) { ${SUMMARY_FIELDS} }
  previous: salesSummary(outletIds: $outletIds, startDate: $previousStart, endDate: $previousEnd) { ${SUMMARY_FIELDS} }
  salesTrend(${ARGS}) { period grossSales netSales numberOfTransactions }
  paymentMethods(${ARGS}) { name code amount count }
  topItems(${ARGS}, first: 5) { name quantity netSales }
  salesByOutlet(${ARGS}, topItems: 0) { outletId outletName ${SUMMARY_FIELDS} topItems { name quantity netSales } }
}`;

const summaryAnswerSchema = z.object({
  current: salesSummarySchema,
  previous: salesSummarySchema,
  salesTrend: z.array(salesPointSchema),
  paymentMethods: z.array(paymentShareSchema),
  topItems: z.array(topItemSchema),
  salesByOutlet: z.array(outletSalesSchema),
});
export type DashboardSummary = z.infer<typeof summaryAnswerSchema>;

export interface SummaryRequest {
  /** undefined: every outlet the user reaches. */
  outletIds: number[] | undefined;
  range: ReportingRange;
  previous: ReportingRange;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (request: SummaryRequest) => [...dashboardKeys.all, 'summary', request] as const,
  comparison: (request: { outletIds: number[]; range: ReportingRange }) =>
    [...dashboardKeys.all, 'comparison', request] as const,
};

export const dashboardSummaryQueryOptions = (request: SummaryRequest) =>
  queryOptions({
    queryKey: dashboardKeys.summary(request),
    queryFn: ({ signal }) =>
      queryReporting(
        SUMMARY_QUERY,
        {
          outletIds: request.outletIds ?? null,
          ...request.range,
          previousStart: request.previous.startDate,
          previousEnd: request.previous.endDate,
        },
        summaryAnswerSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useDashboardSummary(request: SummaryRequest) {
  return useQuery(dashboardSummaryQueryOptions(request));
}

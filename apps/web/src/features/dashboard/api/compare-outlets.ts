import { outletSalesSchema } from '@backoffice/contracts/reporting';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReportingRange } from '../../../components/ui/reporting-range';
import { dashboardKeys } from './get-dashboard-summary';
import { queryReporting } from '../../../lib/api/query-reporting';

const COMPARISON_QUERY = `query OutletComparison($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  salesByOutlet(outletIds: $outletIds, startDate: $startDate, endDate: $endDate, topItems: 3) {
    outletId outletName grossSales netSales numberOfTransactions averageSale grossProfit grossMargin
    topItems { name quantity netSales }
  }
}`;

const comparisonAnswerSchema = z.object({ salesByOutlet: z.array(outletSalesSchema) });

/** The per-outlet figures of the chosen outlets; a range change loads them all again. */
export function useOutletComparison(
  request: { outletIds: number[]; range: ReportingRange },
  enabled: boolean,
) {
  return useQuery({
    queryKey: dashboardKeys.comparison(request),
    queryFn: async ({ signal }) =>
      (
        await queryReporting(
          COMPARISON_QUERY,
          { outletIds: request.outletIds, ...request.range },
          comparisonAnswerSchema,
          signal,
        )
      ).salesByOutlet,
    enabled,
  });
}

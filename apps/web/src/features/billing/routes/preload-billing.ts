import type { QueryClient } from '@tanstack/react-query';
import { billingOverviewQueryOptions } from '../api/get-billing-overview';
import { billingHistoryQueryOptions } from '../api/list-billing-history';

/** The screen's first requests start with the route (decision 0018). */
export function preloadBilling(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(billingOverviewQueryOptions());
  void queryClient.prefetchQuery(billingHistoryQueryOptions(1));
}

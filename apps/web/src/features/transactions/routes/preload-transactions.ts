import type { QueryClient } from '@tanstack/react-query';
import { successListQueryOptions } from '../api/list-orders';
import { successSummaryQueryOptions } from '../api/summarize-orders';
import { isBeforeKeptData, readFilter } from '../transaction-filter';
import { readTransactionLocation } from '../transaction-paths';
import { successRequest } from '../transaction-requests';

/**
 * Each opening of the success tab starts its first page and its tiles at once, alongside the profile and the flags
 * (decision 0018), with the remembered filter. The other tabs read their range in an outlet's zone, which the
 * profile gives, so they start with the page.
 */
export function preloadTransactions(queryClient: QueryClient, rest: string): void {
  const place = readTransactionLocation(rest);
  if (place !== undefined && place.tab !== 'success') return;
  const filter = readFilter();
  if (isBeforeKeptData(filter)) return;
  const request = successRequest(filter);
  void queryClient.prefetchInfiniteQuery({ ...successListQueryOptions(request), staleTime: 0 });
  void queryClient.prefetchQuery({ ...successSummaryQueryOptions(request), staleTime: 0 });
}

import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/session/get-profile';
import { successListQueryOptions } from '../api/list-orders';
import { successSummaryQueryOptions } from '../api/summarize-orders';
import { ALL_OUTLET_ID, isBeforeKeptData, readFilter } from '../transaction-filter';
import { readTransactionLocation } from '../transaction-paths';
import { successRequest } from '../transaction-requests';

/**
 * Each opening of the success tab starts its first page and its tiles at once, alongside the profile and the flags
 * (decision 0018), with the remembered filter. The other tabs read their range in an outlet's zone, which the
 * profile gives, so they start with the page. All Outlet names every outlet the user reaches, which the profile
 * gives too: that request starts as soon as the profile is in (at once when it already is); one outlet starts at once.
 */
export function preloadTransactions(queryClient: QueryClient, rest: string): void {
  const place = readTransactionLocation(rest);
  if (place !== undefined && place.tab !== 'success') return;
  const filter = readFilter();
  if (isBeforeKeptData(filter)) return;
  const start = (reach: readonly number[]) => {
    const request = successRequest(filter, reach);
    void queryClient.prefetchInfiniteQuery({ ...successListQueryOptions(request), staleTime: 0 });
    void queryClient.prefetchQuery({ ...successSummaryQueryOptions(request), staleTime: 0 });
  };
  if (filter.selectedOutletId !== ALL_OUTLET_ID) {
    start([]);
    return;
  }
  queryClient.ensureQueryData(profileQueryOptions).then(
    (profile) => start(profile.outlets.map((outlet) => outlet.id)),
    // The page reads the profile itself and shows its failure.
    () => undefined,
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { outletListQueryOptions } from '../../../lib/outlets/list-outlets';
import { profileQueryOptions } from '../../../lib/session/get-profile';
import { successListQueryOptions } from '../api/list-orders';
import { successSummaryQueryOptions } from '../api/summarize-orders';
import { ALL_OUTLET_ID, isBeforeKeptData, readFilter, type TransactionFilter } from '../transaction-filter';
import { readTransactionLocation } from '../transaction-paths';
import { successRequest } from '../transaction-requests';

/**
 * Each opening of the success tab starts its first page and its tiles at once, alongside the profile and the flags
 * (decision 0018), with the remembered filter. The other tabs read their range in an outlet's zone, which the
 * profile gives, so they start with the page. All Outlet names every outlet the user reaches and a fresh filter is
 * today on the business's calendar, both of which the profile gives: that request starts as soon as the profile is
 * in (at once when it already is); one outlet starts at once. Every tab's outlet filter reads the outlets call, which
 * starts here too, so the filter is not still loading once the list has arrived.
 */
export function preloadTransactions(queryClient: QueryClient, rest: string): void {
  void queryClient.prefetchQuery(outletListQueryOptions());
  const place = readTransactionLocation(rest);
  if (place !== undefined && place.tab !== 'success') return;
  const start = (filter: TransactionFilter, reach: readonly number[]) => {
    if (isBeforeKeptData(filter)) return;
    const request = successRequest(filter, reach);
    void queryClient.prefetchInfiniteQuery({ ...successListQueryOptions(request), staleTime: 0 });
    void queryClient.prefetchQuery({ ...successSummaryQueryOptions(request), staleTime: 0 });
  };
  const kept = readFilter();
  if (kept.selectedOutletId !== ALL_OUTLET_ID) {
    start(kept, []);
    return;
  }
  queryClient.ensureQueryData(profileQueryOptions).then(
    (profile) =>
      start(
        readFilter(new Date(), profile.outlets[0]?.time_zone),
        profile.outlets.map((outlet) => outlet.id),
      ),
    // The page reads the profile itself and shows its failure.
    () => undefined,
  );
}

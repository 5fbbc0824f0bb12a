import { exportEndpoints } from '@backoffice/contracts/exports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { exportKeys } from './export-keys';

/** The business's exports, newest first, a page at a time. */
export function useExportHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: exportKeys.history(),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(exportEndpoints.history, { query: { cursor: pageParam } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
    // Links in the list are valid for ten minutes: refresh on open rather than show stale ones.
    staleTime: 0,
  });
}

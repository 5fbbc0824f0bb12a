import {
  type ListOutletsResponse,
  outletEndpoints,
  OUTLETS_MAX_PER_PAGE,
} from '@backoffice/contracts/outlets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../api/select-query-retry';

/** Every screen that lets the user pick outlets reads them here; one key, so a change refreshes them all. */
export const outletKeys = {
  all: ['outlets'] as const,
  list: () => [...outletKeys.all, 'list'] as const,
};

/** The outlets in one page of 99999, i.e. every outlet the user reaches. */
export function listOutlets(signal?: AbortSignal): Promise<ListOutletsResponse> {
  return callEndpoint(outletEndpoints.list, { query: { page: 1, per_page: OUTLETS_MAX_PER_PAGE } }, signal);
}

/** Loaded like every select list, 3 retries 500 ms apart, then the error state with Retry. */
export const outletListQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.list(),
    queryFn: ({ signal }) => listOutlets(signal),
    ...SELECT_QUERY_RETRY,
  });

export function useOutletList(options: { enabled: boolean }) {
  return useQuery({ ...outletListQueryOptions(), enabled: options.enabled });
}

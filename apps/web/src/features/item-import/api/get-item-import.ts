import { itemImportEndpoints, type ItemImport } from '@backoffice/contracts/item-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { itemImportKeys } from './item-import-keys';

const running = (data: ItemImport | undefined) => data?.status === 'QUEUED' || data?.status === 'RUNNING';

/**
 * The import while it runs. The realtime channel says when it moves; a slow poll covers an event the stream missed
 * (a reconnect), so the screen never waits forever.
 */
export function itemImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: itemImportKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(itemImportEndpoints.get, { params: { id } }, signal),
    refetchInterval: (query) => (running(query.state.data) ? 3000 : false),
  });
}

export function useItemImport(id: string | undefined) {
  return useQuery({ ...itemImportQueryOptions(id ?? ''), enabled: id !== undefined });
}

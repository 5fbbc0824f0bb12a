import { MODIFIER_PAGE_SIZE, modifierEndpoints } from '@backoffice/contracts/modifiers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type ModifierListFilter, modifierKeys } from './modifier-keys';

function listModifiers(filter: ModifierListFilter, cursor: string | undefined, signal?: AbortSignal) {
  const query = {
    search: filter.search || undefined,
    outlet: filter.outletId ?? undefined,
    cursor,
    per_page: MODIFIER_PAGE_SIZE,
  };
  return callEndpoint(modifierEndpoints.list, { query }, signal);
}

/**
 * No background refetch: the list changes through this screen's own writes, which invalidate it, or when the screen
 * is opened again (routes/preload-modifiers.ts). A new search keeps the previous rows on screen until it answers.
 */
export const modifierListQueryOptions = (filter: ModifierListFilter) =>
  infiniteQueryOptions({
    queryKey: modifierKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listModifiers(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useModifierList(filter: ModifierListFilter) {
  return useInfiniteQuery(modifierListQueryOptions(filter));
}

import type { CancelledRequest, SuccessRequest, VoidRequest } from '../transaction-requests';

/**
 * One key factory for the screen's queries. A list's key holds its whole request, so a changed filter is another
 * query: its pages start afresh, and whatever the previous filter's fetch brings back lands under the previous key,
 * never in the list on screen ("results are discarded if the filter changed during the fetch").
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  successList: (request: SuccessRequest) => [...transactionKeys.lists(), 'success', request] as const,
  cancelledList: (request: CancelledRequest) => [...transactionKeys.lists(), 'cancelled', request] as const,
  voidList: (request: VoidRequest) => [...transactionKeys.lists(), 'void', request] as const,
  summaries: () => [...transactionKeys.all, 'summary'] as const,
  successSummary: (request: SuccessRequest) => [...transactionKeys.summaries(), 'success', request] as const,
  cancelledSummary: (request: CancelledRequest) =>
    [...transactionKeys.summaries(), 'cancelled', request] as const,
  voidSummary: (request: VoidRequest) => [...transactionKeys.summaries(), 'void', request] as const,
};

/**
 * Data is loaded when the filter changes and kept while it stays; nothing refetches behind the user's
 * back (a refetch of an infinite list reloads every page it holds, one after the other).
 */
export const quietQuery = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

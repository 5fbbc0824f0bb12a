import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

/** What a list's states read of its query (a TanStack Query result fits). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type ListState = 'loading' | 'error' | 'empty' | 'content';

/**
 * The state a list page shows, in the order `docs/feature-anatomy.md` §3 gives: the skeleton while the first page
 * loads, the error with Retry when loading failed and there is nothing to show, the empty state, the content. A
 * failure after rows were shown (a refetch) keeps the rows.
 */
export function listState(
  query: Pick<ListQuery, 'isPending' | 'isError'>,
  isEmpty: boolean,
  showEmpty = isEmpty,
): ListState {
  if (query.isPending) return 'loading';
  if (query.isError && isEmpty) return 'error';
  return showEmpty ? 'empty' : 'content';
}

interface ListStatesProps {
  query: ListQuery;
  /** The list has no row to show (a failure then shows the error). */
  isEmpty: boolean;
  /** When the page counts as empty otherwise than by having no rows; `isEmpty` by default. */
  showEmpty?: boolean;
  skeleton: ReactNode;
  /** The error's texts; Retry asks the query again. */
  error: { title?: string; message?: string; compact?: boolean };
  empty: ReactNode;
  /** Puts the error and the empty state in the list's frame (its bordered paper, say). */
  frame?: (state: ReactNode) => ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A list page's loading → error with Retry → empty → content sequence, written once. */
export function ListStates({
  query,
  isEmpty,
  showEmpty,
  skeleton,
  error,
  empty,
  frame = (state) => state,
  children,
}: ListStatesProps) {
  switch (listState(query, isEmpty, showEmpty)) {
    case 'loading':
      return <>{skeleton}</>;
    case 'error':
      return (
        <>
          {frame(<ErrorState {...error} onRetry={() => void query.refetch()} retrying={query.isFetching} />)}
        </>
      );
    case 'empty':
      return <>{frame(empty)}</>;
    case 'content':
      return <>{children}</>;
  }
}

import { Paper } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { describeTransactionFailure } from '../transaction-messages';
import { GroupedTable, type TableColumn } from './grouped-table';
import { InView } from './in-view';

interface TransactionListViewProps<R> {
  query: UseInfiniteQueryResult<InfiniteData<unknown>, Error>;
  rows: readonly R[];
  label: string;
  columns: readonly TableColumn<R>[];
  keyOf: (row: R) => string;
  dayOf: (row: R) => string;
  hrefOf?: (row: R) => string;
  empty: { title: string; description: string };
  selectedKey?: string;
}

/**
 * One tab's list in its states ("List loading"): loading, error with the message in the table and Retry,
 * empty, the rows. Scrolling near the end loads the next page; TanStack Query runs one fetch of a list at a time
 * (a next-page request while one is running is not sent), and a changed filter is another query altogether.
 */
export function TransactionListView<R>({
  query,
  rows,
  label,
  columns,
  keyOf,
  dayOf,
  hrefOf,
  empty,
  selectedKey,
}: TransactionListViewProps<R>) {
  const { t } = useTranslation('transactions');
  // Every failed load is also a toast with the error's message, the first page's and later ones'.
  const failure = query.error ? describeTransactionFailure(query.error) : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, query.errorUpdatedAt]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    pageCount: query.data?.pages.length ?? 0,
    loadMore: () => void query.fetchNextPage(),
  });

  return (
    <ListStates
      query={query}
      isEmpty={rows.length === 0}
      skeleton={
        <Paper withBorder p="lg" aria-busy>
          <ListSkeleton rows={6} />
        </Paper>
      }
      error={{ title: t('list.loadError'), message: failure ?? undefined }}
      empty={<EmptyState title={empty.title} description={empty.description} />}
      frame={(state) => (
        <Paper withBorder>
          <InView>{state}</InView>
        </Paper>
      )}
    >
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <GroupedTable
          label={label}
          columns={columns}
          rows={rows}
          keyOf={keyOf}
          dayOf={dayOf}
          hrefOf={hrefOf}
          complete={!query.hasNextPage}
          selectedKey={selectedKey}
        />
        <div ref={sentinel} aria-hidden />
        <LoadMoreFooter
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          loadingLabel={t('list.loadingMore')}
          errorTitle={t('list.loadMoreError')}
          errorMessage={failure ?? undefined}
          onRetry={() => void query.fetchNextPage()}
        />
      </Paper>
    </ListStates>
  );
}

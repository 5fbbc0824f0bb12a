import { Box, Paper } from '@mantine/core';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import type { ReportAnswer, ReportKey } from '../api/report-query';
import type { ReportColumn } from '../report-columns';
import type { ReportSort } from '../report-filters';
import { ReportTable, ReportTableSkeleton } from './report-table';

export interface ReportBodyProps<Row> {
  options: UseQueryOptions<ReportAnswer<Row>, Error, ReportAnswer<Row>, ReportKey>;
  columns: readonly ReportColumn<Row>[];
  nameCell: (column: ReportColumn<Row>, row: Row) => ReactNode;
  rowKey: (row: Row, index: number) => string;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort) => void;
  /** Above the table once the figures are there (the Summary's chart). */
  chart?: (rows: readonly Row[]) => ReactNode;
  /** Under the table: what the rows leave out of the total (Item and Category sales' bill discounts). */
  footnote?: (answer: ReportAnswer<Row>) => ReactNode;
  /** The rows the table lists when not all of them (Taxes lists the included ones apart, in its footnote). */
  tableRows?: (answer: ReportAnswer<Row>) => readonly Row[];
}

/** A report's figures in the frame: the skeleton while they load, the error with Retry, the empty state, the table. */
export function ReportBody<Row>({
  options,
  columns,
  nameCell,
  rowKey,
  sort,
  onSort,
  chart,
  footnote,
  tableRows,
}: ReportBodyProps<Row>) {
  const { t } = useTranslation('salesReports');
  const query = useQuery(options);
  const data = query.data;
  // A failed range shows its error, not the previous range's figures kept while it loaded.
  if (query.isError && (!data || query.isPlaceholderData)) {
    return (
      <Paper withBorder>
        <ErrorState message={t('error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Paper>
    );
  }
  if (!data) {
    return (
      <Paper withBorder p="xs" aria-busy="true" data-testid="report-loading">
        <ReportTableSkeleton columns={columns.length} />
      </Paper>
    );
  }
  if (data.rows.length === 0) {
    return (
      <Paper withBorder>
        <EmptyState title={t('empty.title')} description={t('empty.help')} />
      </Paper>
    );
  }
  return (
    <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
      {chart && (
        <Paper withBorder p="md" mb="md">
          {chart(data.rows)}
        </Paper>
      )}
      <Paper withBorder>
        <ReportTable
          columns={columns}
          rows={tableRows ? tableRows(data) : data.rows}
          total={data.total}
          previousTotal={data.previousTotal}
          sort={sort}
          onSort={onSort}
          nameCell={nameCell}
          rowKey={rowKey}
        />
      </Paper>
      {footnote?.(data)}
    </Box>
  );
}

import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format/format-count';
import { formatTransactionMoney } from '../transaction-money';
import { useCancelledSummary } from '../api/summarize-cancelled-orders';
import { useSuccessSummary } from '../api/summarize-orders';
import { useVoidSummary } from '../api/summarize-void-items';
import type { CancelledRequest, SuccessRequest, VoidRequest } from '../transaction-requests';

function TileRow<T>({
  query,
  tiles,
}: {
  query: UseQueryResult<T>;
  tiles: { key: string; label: string; value: (data: T) => string }[];
}) {
  const { t } = useTranslation('transactions');
  const { t: common } = useTranslation();
  return (
    <section aria-label={t('tiles.label')}>
      <SimpleGrid cols={tiles.length} spacing="md" mb="md">
        {tiles.map((tile) => (
          <Paper key={tile.key} withBorder p="md">
            <Text size="xs" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
              {tile.label}
            </Text>
            {query.data !== undefined ? (
              <Text fz={22} fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {tile.value(query.data)}
              </Text>
            ) : query.isError ? (
              <Group gap={6} mt={8} role="alert">
                <Text size="sm" c="dimmed">
                  {t('list.summaryError')}
                </Text>
                <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
                  {common('actions.retry')}
                </Anchor>
              </Group>
            ) : (
              <Skeleton h={28} mt={6} w="60%" aria-hidden />
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

/**
 * TRANSACTIONS, TOTAL COLLECTED, NET SALES; NET SALES is hidden while a receipt is searched (docs/spec-notes.md,
 * decided reading 6) and while the list is one item's, where the bills' net sales would read as the item's
 * (decision 0260).
 */
export function SuccessTiles({ request, enabled }: { request: SuccessRequest; enabled: boolean }) {
  const { t, i18n } = useTranslation('transactions');
  const query = useSuccessSummary(request, enabled);
  const searching = request.keyword !== undefined || request.item_id !== undefined;
  return (
    <TileRow
      query={query}
      tiles={[
        {
          key: 'transactions',
          label: t('tiles.transactions'),
          value: (data) => formatCount(data.transactionSummaryReport.numberOfTransactions, i18n.language),
        },
        {
          key: 'collected',
          label: t('tiles.totalCollected'),
          value: (data) => formatTransactionMoney(data.transactionSummaryReport.totalCollected),
        },
        ...(searching
          ? []
          : [
              {
                key: 'net',
                label: t('tiles.netSales'),
                value: (data: { transactionSummaryReport: { netSales: number } }) =>
                  formatTransactionMoney(data.transactionSummaryReport.netSales),
              },
            ]),
      ]}
    />
  );
}

export function CancelledTiles({ request, enabled }: { request: CancelledRequest; enabled: boolean }) {
  const { t, i18n } = useTranslation('transactions');
  const query = useCancelledSummary(request, enabled);
  return (
    <TileRow
      query={query}
      tiles={[
        {
          key: 'transactions',
          label: t('tiles.transactions'),
          value: (data) => formatCount(data.cancelledCount, i18n.language),
        },
        {
          key: 'cancelled',
          label: t('tiles.totalCancelled'),
          value: (data) => formatTransactionMoney(data.cancelledTotalPrice),
        },
      ]}
    />
  );
}

export function VoidTiles({ request, enabled }: { request: VoidRequest; enabled: boolean }) {
  const { t, i18n } = useTranslation('transactions');
  const query = useVoidSummary(request, enabled);
  return (
    <TileRow
      query={query}
      tiles={[
        {
          key: 'items',
          label: t('tiles.totalVoidItems'),
          value: (data) => formatCount(data.totalVoidItems, i18n.language),
        },
        {
          key: 'price',
          label: t('tiles.totalVoidPrice'),
          value: (data) => formatTransactionMoney(data.totalVoidPrice),
        },
      ]}
    />
  );
}

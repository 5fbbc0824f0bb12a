import type { ExportHistoryItem } from '@backoffice/contracts/exports';
import { Anchor, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useExportHistory } from './list-exports';

const statusColor = { IN_PROGRESS: 'blue', SUCCESS: 'green', FAILURE: 'red' } as const;

function HistoryRow({ item }: { item: ExportHistoryItem }) {
  const { t } = useTranslation('transactions');
  const kind = t(`export.kind.${item.feature_name}`);
  return (
    <Stack gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          {kind} · {item.format.toUpperCase()}
        </Text>
        <Badge color={statusColor[item.status]} variant="light">
          {t(`export.status.${item.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {item.start_time.replace('T', ' ')} – {item.end_time.replace('T', ' ')} ·{' '}
        {item.outlet_name ?? t('filter.allOutlet')}
      </Text>
      {item.status === 'FAILURE' && item.error_message && (
        <Text size="sm" c="red">
          {item.error_message}
        </Text>
      )}
      {item.file_url && (
        <Anchor href={item.file_url} size="sm">
          {t('export.download')}
        </Anchor>
      )}
      {item.expired && (
        <Text size="sm" c="dimmed">
          {t('export.expired')}
        </Text>
      )}
    </Stack>
  );
}

/** The exports the business made, newest first, to download again while their file is kept. */
export function ExportsHistory({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('transactions');
  const history = useExportHistory(opened);
  const items = history.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} title={t('export.historyTitle')} position="right">
      {history.isPending ? (
        <ListSkeleton rows={4} />
      ) : history.isError ? (
        <ErrorState
          title={t('export.historyError')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          compact
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('export.historyEmpty')} description={t('export.historyEmptyHelp')} />
      ) : (
        <Stack gap={0}>
          {items.map((item) => (
            <HistoryRow key={item.id} item={item} />
          ))}
          {history.hasNextPage && (
            <Button
              variant="subtle"
              mt="sm"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('export.more')}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

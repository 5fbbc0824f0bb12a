import type { ExportHistoryItem } from '@backoffice/contracts/exports';
import { Anchor, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { ListSkeleton } from '../list-skeleton';
import { useExportHistory } from './list-exports';

const statusColor = { IN_PROGRESS: 'blue', SUCCESS: 'green', FAILURE: 'red' } as const;

function HistoryRow({ item }: { item: ExportHistoryItem }) {
  const { t } = useTranslation();
  const kind = item.report
    ? `${t(`exports.kind.${item.feature_name}`)}: ${t(`exports.report.${item.report}`)}`
    : t(`exports.kind.${item.feature_name}`);
  return (
    <Stack gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          {kind} · {item.format.toUpperCase()}
        </Text>
        <Badge color={statusColor[item.status]} variant="light">
          {t(`exports.status.${item.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {/* The Item list's file is the catalogue when it was written: its day, not a range (decision 0215). */}
        {item.feature_name === 'items'
          ? item.end_time.slice(0, 10)
          : `${item.start_time.replace('T', ' ')} – ${item.end_time.replace('T', ' ')}`}{' '}
        · {item.outlet_name ?? t('exports.allOutlet')}
      </Text>
      {item.status === 'FAILURE' && item.error_message && (
        <Text size="sm" c="red">
          {item.error_message}
        </Text>
      )}
      {item.file_url && (
        <Anchor href={item.file_url} size="sm">
          {t('exports.download')}
        </Anchor>
      )}
      {item.expired && (
        <Text size="sm" c="dimmed">
          {t('exports.expired')}
        </Text>
      )}
    </Stack>
  );
}

/** The exports the business made, newest first, to download again while their file is kept. */
export function ExportsHistory({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useExportHistory(opened);
  const items = history.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} title={t('exports.historyTitle')} position="right">
      {history.isPending ? (
        <ListSkeleton rows={4} />
      ) : history.isError ? (
        <ErrorState
          title={t('exports.historyError')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          compact
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('exports.historyEmpty')} description={t('exports.historyEmptyHelp')} />
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
              {t('exports.more')}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

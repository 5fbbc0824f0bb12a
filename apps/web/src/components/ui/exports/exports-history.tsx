import type { ExportHistoryItem } from '@backoffice/contracts/exports';
import { Anchor, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { ListSkeleton } from '../list-skeleton';
import { historyStrings } from './exports-history-strings';
import { useExportHistory } from './list-exports';

const statusColor = { IN_PROGRESS: 'blue', SUCCESS: 'green', FAILURE: 'red' } as const;

/** The history's words in the page's language (one language per page, decision 0126). */
function useHistoryStrings() {
  const { i18n } = useTranslation();
  return i18n.language === 'id' ? historyStrings.id : historyStrings.en;
}

function HistoryRow({ item }: { item: ExportHistoryItem }) {
  const words = useHistoryStrings();
  const kind = item.report
    ? `${words.kind[item.feature_name]}: ${words.report[item.report]}`
    : words.kind[item.feature_name];
  return (
    <Stack gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          {kind} · {item.format.toUpperCase()}
        </Text>
        <Badge color={statusColor[item.status]} variant="light">
          {words.status[item.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {/* The Item list's file is the catalogue when it was written: its day, not a range (decision 0215). */}
        {item.feature_name === 'items'
          ? item.end_time.slice(0, 10)
          : `${item.start_time.replace('T', ' ')} – ${item.end_time.replace('T', ' ')}`}{' '}
        · {item.outlet_name ?? words.allOutlet}
      </Text>
      {item.status === 'FAILURE' && item.error_message && (
        <Text size="sm" c="red">
          {item.error_message}
        </Text>
      )}
      {item.file_url && (
        <Anchor href={item.file_url} size="sm">
          {words.download}
        </Anchor>
      )}
      {item.expired && (
        <Text size="sm" c="dimmed">
          {words.expired}
        </Text>
      )}
    </Stack>
  );
}

/** The exports the business made, newest first, to download again while their file is kept. */
export function ExportsHistory({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const words = useHistoryStrings();
  const history = useExportHistory(opened);
  const items = history.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} title={words.historyTitle} position="right">
      {history.isPending ? (
        <ListSkeleton rows={4} />
      ) : history.isError ? (
        <ErrorState
          title={words.historyError}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          compact
        />
      ) : items.length === 0 ? (
        <EmptyState title={words.historyEmpty} description={words.historyEmptyHelp} />
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
              {words.more}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

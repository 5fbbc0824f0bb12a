import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowsExchange, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  /** Hidden when the business has a single outlet. */
  showDeleteAll: boolean;
  /** Disabled when no brand is checked or only the no-principal group exists. */
  canMove: boolean;
  onDelete: (allOutlets: boolean) => void;
  onMove: () => void;
  onUncheck: () => void;
}

/** The floating bar of actions on the checked brands and principals. */
export function BulkBar({ count, showDeleteAll, canMove, onDelete, onMove, onUncheck }: BulkBarProps) {
  const { t } = useTranslation('brands');
  if (count === 0) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
      <Paper
        shadow="lg"
        withBorder
        p="sm"
        radius="md"
        maw={760}
        mx="auto"
        role="region"
        aria-label={t('bulk.label')}
      >
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {t('bulk.selected', { count })}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(false)}
            >
              {t('bulk.delete')}
            </Button>
            {showDeleteAll && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(true)}
              >
                {t('bulk.deleteAll')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowsExchange size={16} />}
              onClick={onMove}
              disabled={!canMove}
            >
              {t('bulk.move')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} />}
              onClick={onUncheck}
            >
              {t('bulk.uncheck')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}

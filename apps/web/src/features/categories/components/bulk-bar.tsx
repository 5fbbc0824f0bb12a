import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  onDelete: () => void;
  onClear: () => void;
}

/** The floating bar of actions on the checked categories. */
export function BulkBar({ count, onDelete, onClear }: BulkBarProps) {
  const { t } = useTranslation('categories');
  if (count === 0) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
      <Paper
        shadow="lg"
        withBorder
        p="sm"
        radius="md"
        maw={560}
        mx="auto"
        role="region"
        aria-label={t('bulk.label')}
      >
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {t('bulk.selected', { count })}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
            >
              {t('bulk.delete')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} />}
              onClick={onClear}
            >
              {t('bulk.clear')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}

import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LinkedItem } from '../transaction-filter';

/**
 * The item the success list is narrowed to (decision 0260), as a removable chip: "Item: Kopi Susu · Large". The
 * names are the merchant's, as the bill printed them: not the page's words, so not translated. Its remove button
 * is a real, focusable button (a chip of an input's would leave it to the keyboard's Backspace).
 */
export function ItemFilterChip({ item, onRemove }: { item: LinkedItem; onRemove: () => void }) {
  const { t } = useTranslation('transactions');
  return (
    <Group mb="md" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('itemFilter.hint')}
      </Text>
      <Paper
        withBorder
        radius="xl"
        py={2}
        pl="sm"
        pr={4}
        bg="var(--mantine-color-blue-light)"
        maw="100%"
        data-testid="item-filter"
      >
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate>
            {t('itemFilter.label')}:{' '}
            <Text span inherit fw={600} translate="no">
              {item.variant ? `${item.name} · ${item.variant}` : item.name}
            </Text>
          </Text>
          <CloseButton size="sm" radius="xl" aria-label={t('itemFilter.remove')} onClick={onRemove} />
        </Group>
      </Paper>
    </Group>
  );
}

import type { Category } from '@backoffice/contracts/categories';
import {
  ActionIcon,
  Box,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CategoryListProps {
  categories: readonly Category[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  selected: ReadonlySet<number>;
  onToggle: (category: Category) => void;
  onToggleAll: () => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function Swatch({ color }: { color: string | null }) {
  const { t } = useTranslation('categories');
  return (
    <Box
      w={20}
      h={20}
      title={color ?? t('list.noColor')}
      style={{
        flex: 'none',
        borderRadius: 5,
        background: color ?? 'transparent',
        border: color ? undefined : '1px dashed var(--mantine-color-gray-5)',
      }}
      aria-hidden
    />
  );
}

function RowActions({
  category,
  onEdit,
  onDelete,
}: Pick<CategoryListProps, 'onEdit' | 'onDelete'> & { category: Category }) {
  const { t } = useTranslation('categories');
  const edit = t('list.edit', { name: category.name });
  const remove = t('list.delete', { name: category.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(category)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(category)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The categories with their colour and item count, each with a checkbox for the bulk delete. */
export function CategoryList({
  categories,
  compact,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDelete,
}: CategoryListProps) {
  const { t } = useTranslation('categories');
  const allChecked = categories.length > 0 && categories.every((c) => selected.has(c.id));
  const someChecked = categories.some((c) => selected.has(c.id));
  const selectAll = (
    <Checkbox
      aria-label={t('list.selectAll')}
      checked={allChecked}
      indeterminate={!allChecked && someChecked}
      onChange={onToggleAll}
    />
  );
  const check = (category: Category) => (
    <Checkbox
      aria-label={t('list.select', { name: category.name })}
      checked={selected.has(category.id)}
      onChange={() => onToggle(category)}
    />
  );

  if (compact) {
    return (
      <>
        <Group px="md" py="xs" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {selectAll}
          <Text size="sm" fw={600}>
            {t('list.name')}
          </Text>
        </Group>
        <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
          {categories.map((category) => (
            <Paper
              key={category.id}
              component="li"
              px="md"
              py="sm"
              radius={0}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {check(category)}
                  <Swatch color={category.color} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {category.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('list.itemCount', { count: category.item_count })}
                    </Text>
                  </Stack>
                </Group>
                <RowActions category={category} onEdit={onEdit} onDelete={onDelete} />
              </Group>
            </Paper>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={t('list.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>{selectAll}</Table.Th>
          <Table.Th>{t('list.name')}</Table.Th>
          <Table.Th w={160} ta="right">
            {t('list.items')}
          </Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {categories.map((category) => (
          <Table.Tr key={category.id}>
            <Table.Td>{check(category)}</Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Swatch color={category.color} />
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {category.name}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('list.itemCount', { count: category.item_count })}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowActions category={category} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

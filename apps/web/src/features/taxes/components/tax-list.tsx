import type { Tax } from '@backoffice/contracts/taxes';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format/format-percent';

interface TaxListProps {
  taxes: readonly Tax[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  onEdit: (tax: Tax) => void;
  onDelete: (tax: Tax) => void;
}

function TypeBadge({ tax }: { tax: Tax }) {
  const { t } = useTranslation('taxes');
  return (
    <Badge variant="light" color={tax.is_included ? 'grape' : 'teal'} tt="none" fw={600}>
      {tax.is_included ? t('types.included') : t('types.added')}
    </Badge>
  );
}

function Rate({ tax }: { tax: Tax }) {
  const { i18n } = useTranslation('taxes');
  return (
    <Text span size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatPercent(tax.rate, i18n.language)}
    </Text>
  );
}

function Reach({ tax }: { tax: Tax }) {
  const { t } = useTranslation('taxes');
  const items = tax.all_items ? t('list.allItems') : t('list.itemCount', { count: tax.item_count });
  return (
    <Text span size="sm" c="dimmed">
      {t('list.outletCount', { count: tax.outlet_ids.length })} · {items}
    </Text>
  );
}

function RowActions({ tax, onEdit, onDelete }: Omit<TaxListProps, 'taxes' | 'compact'> & { tax: Tax }) {
  const { t } = useTranslation('taxes');
  const edit = t('list.edit', { name: tax.name });
  const remove = t('list.delete', { name: tax.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(tax)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(tax)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function TaxList({ taxes, compact, onEdit, onDelete }: TaxListProps) {
  const { t } = useTranslation('taxes');

  if (compact) {
    return (
      <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {taxes.map((tax) => (
          <Paper
            key={tax.id}
            component="li"
            px="md"
            py="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {tax.name}
                  </Text>
                  <Rate tax={tax} />
                </Group>
                <div>
                  <TypeBadge tax={tax} />
                </div>
                <Reach tax={tax} />
              </Stack>
              <RowActions tax={tax} onEdit={onEdit} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={t('list.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('list.name')}</Table.Th>
          <Table.Th w={110}>{t('list.rate')}</Table.Th>
          <Table.Th w={200}>{t('list.type')}</Table.Th>
          <Table.Th w={130}>{t('list.outlets')}</Table.Th>
          <Table.Th w={130}>{t('list.items')}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {taxes.map((tax) => (
          <Table.Tr key={tax.id}>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {tax.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Rate tax={tax} />
            </Table.Td>
            <Table.Td>
              <TypeBadge tax={tax} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t('list.outletCount', { count: tax.outlet_ids.length })}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {tax.all_items ? t('list.allItems') : t('list.itemCount', { count: tax.item_count })}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowActions tax={tax} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

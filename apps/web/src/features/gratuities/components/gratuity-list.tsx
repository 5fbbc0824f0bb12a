import type { Gratuity } from '@backoffice/contracts/gratuities';
import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format/format-percent';
import { useSalesTypeChoices } from '../api/list-sales-type-choices';

interface GratuityListProps {
  gratuities: readonly Gratuity[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  onEdit: (gratuity: Gratuity) => void;
  onDelete: (gratuity: Gratuity) => void;
}

/** "All sales types", or the names of the chosen ones (their count while the names load). */
function useSalesTypeLabel(): (gratuity: Gratuity) => string {
  const { t } = useTranslation('gratuities');
  const choices = useSalesTypeChoices();
  return (gratuity) => {
    if (gratuity.sales_type_ids.length === 0) return t('list.allSalesTypes');
    const names = gratuity.sales_type_ids.map(
      (id) => choices.data?.results.find((salesType) => salesType.id === id)?.name,
    );
    return names.every((name) => name !== undefined)
      ? names.join(', ')
      : t('list.salesTypeCount', { count: gratuity.sales_type_ids.length });
  };
}

function Rate({ gratuity }: { gratuity: Gratuity }) {
  const { i18n } = useTranslation('gratuities');
  return (
    <Text span size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatPercent(gratuity.rate, i18n.language)}
    </Text>
  );
}

function RowActions({
  gratuity,
  onEdit,
  onDelete,
}: Omit<GratuityListProps, 'gratuities' | 'compact'> & { gratuity: Gratuity }) {
  const { t } = useTranslation('gratuities');
  const edit = t('list.edit', { name: gratuity.name });
  const remove = t('list.delete', { name: gratuity.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(gratuity)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(gratuity)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function GratuityList({ gratuities, compact, onEdit, onDelete }: GratuityListProps) {
  const { t } = useTranslation('gratuities');
  const salesTypes = useSalesTypeLabel();

  if (compact) {
    return (
      <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {gratuities.map((gratuity) => (
          <Paper
            key={gratuity.id}
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
                    {gratuity.name}
                  </Text>
                  <Rate gratuity={gratuity} />
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('list.outletCount', { count: gratuity.outlet_ids.length })} · {salesTypes(gratuity)}
                </Text>
              </Stack>
              <RowActions gratuity={gratuity} onEdit={onEdit} onDelete={onDelete} />
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
          <Table.Th w={130}>{t('list.outlets')}</Table.Th>
          <Table.Th w={260}>{t('list.salesTypes')}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {gratuities.map((gratuity) => (
          <Table.Tr key={gratuity.id}>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {gratuity.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Rate gratuity={gratuity} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t('list.outletCount', { count: gratuity.outlet_ids.length })}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {salesTypes(gratuity)}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowActions gratuity={gratuity} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

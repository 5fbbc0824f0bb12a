import type { BundleSummary } from '@backoffice/contracts/bundle-packages';
import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';

interface BundleListProps {
  bundles: readonly BundleSummary[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  showOutlets: boolean;
  onEdit: (bundle: BundleSummary) => void;
  onDelete: (bundle: BundleSummary) => void;
}

const numbers = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Saving({ bundle }: { bundle: BundleSummary }) {
  const { t } = useTranslation('bundles');
  if (bundle.saving > 0)
    return (
      <Text span size="xs" c="teal.9" fw={600} style={numbers}>
        {t('list.saving', { amount: formatRupiah(bundle.saving) })}
      </Text>
    );
  if (bundle.saving < 0)
    return (
      <Text span size="xs" c="red.8" fw={600} style={numbers}>
        {t('list.costsMore', { amount: formatRupiah(-bundle.saving) })}
      </Text>
    );
  return (
    <Text span size="xs" c="dimmed">
      {t('list.noSaving')}
    </Text>
  );
}

function RowActions({
  bundle,
  onEdit,
  onDelete,
}: Pick<BundleListProps, 'onEdit' | 'onDelete'> & { bundle: BundleSummary }) {
  const { t } = useTranslation('bundles');
  if (!bundle.can_edit) {
    const reason = t('list.readOnly');
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={reason} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={reason}
            aria-disabled
            tabIndex={0}
            component="span"
          >
            <IconLock size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  const edit = t('list.edit', { name: bundle.name });
  const remove = t('list.delete', { name: bundle.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(bundle)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(bundle)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function BundleList({ bundles, compact, showOutlets, onEdit, onDelete }: BundleListProps) {
  const { t } = useTranslation('bundles');
  if (compact) {
    return (
      <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {bundles.map((bundle) => (
          <Paper
            key={bundle.id}
            component="li"
            px="md"
            py="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {bundle.name}
                </Text>
                <Group gap="xs">
                  <Text span size="sm" fw={600} style={numbers}>
                    {formatRupiah(bundle.price)}
                  </Text>
                  <Saving bundle={bundle} />
                </Group>
                <Text size="xs" c="dimmed">
                  {t('list.itemCount', { count: bundle.component_count })}
                  {showOutlets && ` · ${t('list.outletCount', { count: bundle.outlet_ids.length })}`}
                </Text>
              </Stack>
              <RowActions bundle={bundle} onEdit={onEdit} onDelete={onDelete} />
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
          <Table.Th w={150} style={{ textAlign: 'right' }}>
            {t('list.price')}
          </Table.Th>
          <Table.Th w={210} style={{ textAlign: 'right' }}>
            {t('list.contents')}
          </Table.Th>
          <Table.Th w={110}>{t('list.items')}</Table.Th>
          {showOutlets && <Table.Th w={110}>{t('list.outlets')}</Table.Th>}
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bundles.map((bundle) => (
          <Table.Tr key={bundle.id}>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {bundle.name}
              </Text>
              {bundle.sku && (
                <Text size="xs" c="dimmed">
                  {bundle.sku}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>
              <Text span size="sm" fw={600} style={numbers}>
                {formatRupiah(bundle.price)}
              </Text>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>
              <Stack gap={0} align="flex-end">
                <Text span size="sm" c="dimmed" style={numbers}>
                  {formatRupiah(bundle.contents_price)}
                </Text>
                <Saving bundle={bundle} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t('list.itemCount', { count: bundle.component_count })}</Text>
            </Table.Td>
            {showOutlets && (
              <Table.Td>
                <Text size="sm">{t('list.outletCount', { count: bundle.outlet_ids.length })}</Text>
              </Table.Td>
            )}
            <Table.Td>
              <RowActions bundle={bundle} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

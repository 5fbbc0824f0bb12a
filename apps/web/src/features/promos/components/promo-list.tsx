import type { Promo } from '@backoffice/contracts/promos';
import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeRequirement, describeReward, describeWhen } from '../promo-describe';
import { PromoStatusBadge } from './promo-status-badge';

interface PromoListProps {
  /** In the order they win: the server's order, never re-sorted here. */
  promos: readonly Promo[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  showOutlets: boolean;
  /** Opens the panel: to edit, or to read one this screen or this user cannot change. */
  onOpen: (promo: Promo) => void;
  onDelete: (promo: Promo) => void;
}

const numbers = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function RowActions({
  promo,
  onOpen,
  onDelete,
}: Pick<PromoListProps, 'onOpen' | 'onDelete'> & { promo: Promo }) {
  const { t } = useTranslation('promos');
  // The server says what the caller may change: not another kind, nor one run beyond their reach (decision 0011).
  // Another kind may still be deleted (decision 0171); beyond reach the server refuses that and says why.
  const editable = promo.can_edit;
  const deletable = promo.can_edit || promo.type === 'other';
  const open = editable ? t('list.edit', { name: promo.name }) : t('list.view', { name: promo.name });
  const remove = t('list.delete', { name: promo.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={editable || deletable ? open : t('list.readOnly')} openDelay={400} multiline w={240}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onOpen(promo)} aria-label={open}>
          {editable ? <IconPencil size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
      {deletable && (
        <Tooltip label={remove} openDelay={400}>
          <ActionIcon variant="subtle" color="red" onClick={() => onDelete(promo)} aria-label={remove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function When({ promo }: { promo: Promo }) {
  const { t, i18n } = useTranslation('promos');
  const when = describeWhen(promo, t, i18n.language);
  return (
    <Stack gap={0}>
      <Text size="sm">{when.hours}</Text>
      {when.dates && (
        <Text size="xs" c="dimmed">
          {when.dates}
        </Text>
      )}
    </Stack>
  );
}

export function PromoList({ promos, compact, showOutlets, onOpen, onDelete }: PromoListProps) {
  const { t } = useTranslation('promos');
  if (compact) {
    return (
      <Stack gap={0} component="ol" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {promos.map((promo) => (
          <Paper
            key={promo.id}
            component="li"
            px="md"
            py="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {promo.name}
                  </Text>
                  <PromoStatusBadge status={promo.status} />
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {describeRequirement(promo, t)}
                </Text>
                <Text size="sm" fw={600}>
                  {describeReward(promo, t)}
                </Text>
                <When promo={promo} />
                <Text size="xs" c="dimmed">
                  {t('list.priorityValue', { priority: promo.priority })}
                  {showOutlets && ` · ${t('list.outletCount', { count: promo.outlet_ids.length })}`}
                </Text>
              </Stack>
              <RowActions promo={promo} onOpen={onOpen} onDelete={onDelete} />
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
          <Table.Th w={90}>{t('list.priority')}</Table.Th>
          <Table.Th>{t('list.name')}</Table.Th>
          <Table.Th w={200}>{t('list.reward')}</Table.Th>
          <Table.Th w={220}>{t('list.when')}</Table.Th>
          <Table.Th w={120}>{t('list.status')}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {promos.map((promo) => (
          <Table.Tr key={promo.id}>
            <Table.Td>
              <Text size="sm" fw={600} style={numbers}>
                {promo.priority}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {promo.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {describeRequirement(promo, t)}
                {showOutlets && ` · ${t('list.outletCount', { count: promo.outlet_ids.length })}`}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{describeReward(promo, t)}</Text>
            </Table.Td>
            <Table.Td>
              <When promo={promo} />
            </Table.Td>
            <Table.Td>
              <PromoStatusBadge status={promo.status} />
            </Table.Td>
            <Table.Td>
              <RowActions promo={promo} onOpen={onOpen} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import type { Discount } from '@backoffice/contracts/discounts';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DiscountOutletsPopover } from './discount-outlets-popover';

interface DiscountListProps {
  discounts: readonly Discount[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  /** Off for a single-Outlet business, where every Discount is at its one Outlet (decision 0021). */
  showOutlets?: boolean;
  onEdit: (discount: Discount) => void;
  onDelete: (discount: Discount) => void;
}

function rowKey(discount: Discount): string {
  return `${discount.name}|${discount.type}|${discount.amount ?? ''}`;
}

function Amount({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts');
  if (discount.amount_format === null) {
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('customAmount')}
      </Text>
    );
  }
  return (
    <Text span size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {discount.amount_format}
    </Text>
  );
}

function TypeBadge({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts');
  return (
    <Badge variant="light" color={discount.type === 'cash' ? 'teal' : 'violet'} tt="none" fw={600}>
      {t(`types.${discount.type}`)}
    </Badge>
  );
}

function RowActions({
  discount,
  onEdit,
  onDelete,
}: Omit<DiscountListProps, 'discounts' | 'compact' | 'showOutlets'> & { discount: Discount }) {
  const { t } = useTranslation('discounts');
  // The server says whether the caller may change it: not when it is also used at Outlets beyond their reach
  // (decision 0011). It can still be looked at, with the reason.
  if (!discount.can_edit) {
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
  const edit = t('list.edit', { name: discount.name });
  const remove = t('list.delete', { name: discount.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(discount)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(discount)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function DiscountList({
  discounts,
  compact,
  showOutlets = true,
  onEdit,
  onDelete,
}: DiscountListProps) {
  const { t } = useTranslation('discounts');

  if (compact) {
    return (
      <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {discounts.map((discount) => (
          <Paper
            key={rowKey(discount)}
            component="li"
            px="md"
            py="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {discount.name}
                </Text>
                <Group gap="xs">
                  <TypeBadge discount={discount} />
                  <Amount discount={discount} />
                </Group>
                {showOutlets && (
                  <div>
                    <DiscountOutletsPopover discount={discount} count={discount.total_outlets} />
                  </div>
                )}
              </Stack>
              <RowActions discount={discount} onEdit={onEdit} onDelete={onDelete} />
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
          <Table.Th w={140}>{t('list.type')}</Table.Th>
          <Table.Th w={170}>{t('list.amount')}</Table.Th>
          {showOutlets && <Table.Th w={170}>{t('list.outlets')}</Table.Th>}
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {discounts.map((discount) => (
          <Table.Tr key={rowKey(discount)}>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {discount.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <TypeBadge discount={discount} />
            </Table.Td>
            <Table.Td>
              <Amount discount={discount} />
            </Table.Td>
            {showOutlets && (
              <Table.Td>
                <DiscountOutletsPopover discount={discount} count={discount.total_outlets} />
              </Table.Td>
            )}
            <Table.Td>
              <RowActions discount={discount} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

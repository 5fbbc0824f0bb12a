import type { ItemRow } from '@backoffice/contracts/items';
import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';

interface ItemListProps {
  items: readonly ItemRow[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  selected: ReadonlySet<number>;
  onToggle: (item: ItemRow) => void;
  onToggleAll: (checked: boolean) => void;
  onEdit: (item: ItemRow) => void;
  onDelete: (item: ItemRow) => void;
}

/** "Rp 18.000" or "Rp 18.000 – Rp 25.000" when the variants' prices differ. */
export function priceText(item: Pick<ItemRow, 'min_price' | 'max_price'>): string {
  return item.min_price === item.max_price
    ? formatRupiah(item.min_price)
    : `${formatRupiah(item.min_price)} – ${formatRupiah(item.max_price)}`;
}

function Stock({ item }: { item: ItemRow }) {
  const { t, i18n } = useTranslation('items');
  if (item.stock === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('list.notTracked')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {new Intl.NumberFormat(i18n.language === 'id' ? 'id-ID' : 'en-US').format(item.stock)}
      </Text>
      {item.stock_state === 'low' && (
        <Badge color="yellow" variant="light" tt="none">
          {t('list.lowBadge')}
        </Badge>
      )}
      {item.stock_state === 'out' && (
        <Badge color="red" variant="light" tt="none">
          {t('list.outBadge')}
        </Badge>
      )}
    </Group>
  );
}

function NameCell({ item }: { item: ItemRow }) {
  const { t } = useTranslation('items');
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('list.variants', { count: item.variant_count })}
      </Text>
    </Stack>
  );
}

function RowActions({
  item,
  onEdit,
  onDelete,
}: { item: ItemRow } & Pick<ItemListProps, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation('items');
  if (!item.can_edit) {
    const reason = t('list.readOnly');
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={reason} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
          {/* A button that does nothing (aria-disabled, still focusable for its tooltip): a span may not carry a
              label without a role (axe's aria-prohibited-attr). */}
          <ActionIcon variant="subtle" color="gray" aria-label={reason} aria-disabled>
            <IconLock size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  const edit = t('list.edit', { name: item.name });
  const remove = t('list.delete', { name: item.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(item)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(item)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The items as a table (or stacked rows on a phone), each with its checkbox for the bulk actions. */
export function ItemList({
  items,
  compact,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDelete,
}: ItemListProps) {
  const { t } = useTranslation('items');
  const selectable = items.filter((item) => item.can_edit);
  const allChecked = selectable.length > 0 && selectable.every((item) => selected.has(item.id));
  const someChecked = selectable.some((item) => selected.has(item.id));
  const check = (item: ItemRow) => (
    <Checkbox
      aria-label={t('list.select', { name: item.name })}
      checked={selected.has(item.id)}
      disabled={!item.can_edit}
      onChange={() => onToggle(item)}
    />
  );
  const category = (item: ItemRow) => item.category_name ?? t('list.uncategorised');

  if (compact) {
    return (
      <Stack gap={0} component="ul" p={0} m={0} aria-label={t('list.label')} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group
            key={item.id}
            component="li"
            wrap="nowrap"
            align="flex-start"
            gap="sm"
            p="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            {check(item)}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <NameCell item={item} />
              <Text size="xs" c="dimmed">
                {category(item)}
              </Text>
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {priceText(item)}
              </Text>
              <Stock item={item} />
            </Stack>
            <RowActions item={item} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                disabled={selectable.length === 0}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.category')}</Table.Th>
            <Table.Th>{t('list.price')}</Table.Th>
            <Table.Th>{t('list.stock')}</Table.Th>
            <Table.Th w={100} ta="right">
              {t('list.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{check(item)}</Table.Td>
              <Table.Td>
                <NameCell item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={item.category_name ? undefined : 'dimmed'}>
                  {category(item)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {priceText(item)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stock item={item} />
              </Table.Td>
              <Table.Td>
                <RowActions item={item} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

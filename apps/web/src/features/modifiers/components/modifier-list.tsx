import type { Modifier } from '@backoffice/contracts/modifiers';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';

/** How many options a row names before "…". */
const OPTIONS_NAMED = 4;

interface ModifierListProps {
  modifiers: readonly Modifier[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onEdit: (modifier: Modifier) => void;
  onDelete: (modifier: Modifier) => void;
}

/** "Required · pick 1", "Optional · up to 3", "Required · pick 2–4": what the cashier must and may pick. */
export function ruleLabel(modifier: Modifier, t: TFunction<'modifiers'>): string {
  const need = modifier.is_required ? t('rule.required') : t('rule.optional');
  const { min_select: min, max_select: max } = modifier;
  let pick: string;
  if (max === 1) pick = t('rule.pickOne');
  else if (min <= 1) pick = t('rule.upTo', { max });
  else if (min === max) pick = t('rule.exactly', { max });
  else pick = t('rule.between', { min, max });
  return `${need} · ${pick}`;
}

function optionSummary(modifier: Modifier): string {
  const named = modifier.options
    .slice(0, OPTIONS_NAMED)
    .map((option) => (option.price > 0 ? `${option.name} (${formatRupiah(option.price)})` : option.name));
  return modifier.options.length > OPTIONS_NAMED ? `${named.join(', ')}, …` : named.join(', ');
}

function RuleBadge({ modifier }: { modifier: Modifier }) {
  const { t } = useTranslation('modifiers');
  return (
    <Badge variant="light" color={modifier.is_required ? 'orange' : 'gray'} tt="none" fw={600}>
      {ruleLabel(modifier, t)}
    </Badge>
  );
}

function OutletCount({ modifier }: { modifier: Modifier }) {
  const { t } = useTranslation('modifiers');
  const count = modifier.outlet_ids.length;
  return (
    <Text span size="sm" c={count === 0 ? 'dimmed' : undefined}>
      {count === 0 ? t('list.noOutlets') : t('list.outletCount', { count })}
    </Text>
  );
}

function ItemCount({ modifier }: { modifier: Modifier }) {
  const { t } = useTranslation('modifiers');
  if (modifier.item_count === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('list.noItems')}
      </Text>
    );
  }
  const more = modifier.item_count - modifier.item_names.length;
  const names = modifier.item_names.join(', ') + (more > 0 ? ` ${t('list.moreItems', { count: more })}` : '');
  return (
    <Tooltip label={names} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <Text span size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {t('list.itemCount', { count: modifier.item_count })}
      </Text>
    </Tooltip>
  );
}

function RowActions({
  modifier,
  onEdit,
  onDelete,
}: Pick<ModifierListProps, 'onEdit' | 'onDelete'> & { modifier: Modifier }) {
  const { t } = useTranslation('modifiers');
  // The server says whether the caller may change it (decision 0011); the reason shows instead of the actions.
  if (!modifier.can_edit) {
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
  const edit = t('list.edit', { name: modifier.name });
  const remove = t('list.delete', { name: modifier.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(modifier)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(modifier)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function SelectBox({
  modifier,
  selected,
  onSelect,
}: Pick<ModifierListProps, 'selected' | 'onSelect'> & { modifier: Modifier }) {
  const { t } = useTranslation('modifiers');
  if (!modifier.can_edit) return null;
  return (
    <Checkbox
      aria-label={t('list.select', { name: modifier.name })}
      checked={selected.has(modifier.id)}
      onChange={(event) => onSelect([modifier.id], event.currentTarget.checked)}
    />
  );
}

export function ModifierList({
  modifiers,
  compact,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: ModifierListProps) {
  const { t } = useTranslation('modifiers');
  const editable = modifiers.filter((modifier) => modifier.can_edit).map((modifier) => modifier.id);
  const chosen = editable.filter((id) => selected.has(id)).length;

  if (compact) {
    return (
      <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {modifiers.map((modifier) => (
          <Paper
            key={modifier.id}
            component="li"
            px="md"
            py="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm" style={{ minWidth: 0 }}>
                <div style={{ paddingTop: 2, width: 20, flexShrink: 0 }}>
                  <SelectBox modifier={modifier} selected={selected} onSelect={onSelect} />
                </div>
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {modifier.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {optionSummary(modifier)}
                  </Text>
                  <div>
                    <RuleBadge modifier={modifier} />
                  </div>
                  <Group gap="xs">
                    <OutletCount modifier={modifier} />
                    <Text span size="sm" c="dimmed" aria-hidden>
                      ·
                    </Text>
                    <ItemCount modifier={modifier} />
                  </Group>
                </Stack>
              </Group>
              <RowActions modifier={modifier} onEdit={onEdit} onDelete={onDelete} />
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
          <Table.Th w={44}>
            {editable.length > 0 && (
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={chosen === editable.length}
                indeterminate={chosen > 0 && chosen < editable.length}
                onChange={(event) => onSelect(editable, event.currentTarget.checked)}
              />
            )}
          </Table.Th>
          <Table.Th>{t('list.name')}</Table.Th>
          <Table.Th w={220}>{t('list.rule')}</Table.Th>
          <Table.Th w={110}>{t('list.outlets')}</Table.Th>
          <Table.Th w={130}>{t('list.items')}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {modifiers.map((modifier) => (
          <Table.Tr key={modifier.id}>
            <Table.Td>
              <SelectBox modifier={modifier} selected={selected} onSelect={onSelect} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {modifier.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('list.optionCount', { count: modifier.options.length })}: {optionSummary(modifier)}
              </Text>
            </Table.Td>
            <Table.Td>
              <RuleBadge modifier={modifier} />
            </Table.Td>
            <Table.Td>
              <OutletCount modifier={modifier} />
            </Table.Td>
            <Table.Td>
              <ItemCount modifier={modifier} />
            </Table.Td>
            <Table.Td>
              <RowActions modifier={modifier} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import type { SalesType } from '@backoffice/contracts/sales-types';
import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format/format-percent';

interface SalesTypeListProps {
  salesTypes: readonly SalesType[];
  /** Phones get stacked rows instead of a table. */
  compact: boolean;
  nameOf: (outletId: number) => string;
  /** The sales type whose state is being switched (its switch waits). */
  switching: number | null;
  onSwitch: (salesType: SalesType, isActive: boolean) => void;
  onEdit: (salesType: SalesType) => void;
  onDelete: (salesType: SalesType) => void;
}

function Name({ salesType }: { salesType: SalesType }) {
  const { t } = useTranslation('salesTypes');
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {salesType.name}
      </Text>
      {salesType.is_default && (
        <Badge variant="light" color="blue" tt="none">
          {t('list.default')}
        </Badge>
      )}
    </Group>
  );
}

function Outlets({ salesType, nameOf }: { salesType: SalesType; nameOf: (id: number) => string }) {
  const { t } = useTranslation('salesTypes');
  const ids = salesType.outlet_ids;
  if (ids.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('list.noOutlets')}
      </Text>
    );
  const names = ids.map(nameOf).join(', ');
  return ids.length === 1 ? (
    <Text size="sm">{names}</Text>
  ) : (
    <Tooltip label={names} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <Text size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted', width: 'fit-content' }}>
        {t('list.outletCount', { count: ids.length })}
      </Text>
    </Tooltip>
  );
}

function Gratuities({ salesType }: { salesType: SalesType }) {
  const { t, i18n } = useTranslation('salesTypes');
  if (salesType.gratuities.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('list.noGratuity')}
      </Text>
    );
  return (
    <Text size="sm">
      {salesType.gratuities.map((g) => `${g.name} ${formatPercent(g.percentage, i18n.language)}`).join(', ')}
    </Text>
  );
}

function StateSwitch({
  salesType,
  switching,
  onSwitch,
}: Pick<SalesTypeListProps, 'switching' | 'onSwitch'> & { salesType: SalesType }) {
  const { t } = useTranslation('salesTypes');
  const label = salesType.is_active
    ? t('list.deactivate', { name: salesType.name })
    : t('list.activate', { name: salesType.name });
  // The default stays on (a new bill starts with it): shown on, as it is, and not offered to switch off.
  const control = (
    <Switch
      aria-label={label}
      checked={salesType.is_active}
      disabled={!salesType.can_edit || switching === salesType.id}
      aria-disabled={salesType.is_default || undefined}
      style={salesType.is_default ? { cursor: 'not-allowed' } : undefined}
      onChange={(event) => !salesType.is_default && onSwitch(salesType, event.currentTarget.checked)}
    />
  );
  return salesType.is_default && salesType.can_edit ? (
    <Tooltip label={t('list.defaultStaysOn')} events={{ hover: true, focus: true, touch: true }}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}

function RowActions({
  salesType,
  onEdit,
  onDelete,
}: Pick<SalesTypeListProps, 'onEdit' | 'onDelete'> & { salesType: SalesType }) {
  const { t } = useTranslation('salesTypes');
  // The server says whether the caller may change it (decision 0011).
  if (!salesType.can_edit) {
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
  const edit = t('list.edit', { name: salesType.name });
  const remove = t('list.delete', { name: salesType.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(salesType)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(salesType)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The sales types with the default marked, their outlets, the service charges they carry and their state. */
export function SalesTypeList(props: SalesTypeListProps) {
  const { salesTypes, compact, nameOf } = props;
  const { t } = useTranslation('salesTypes');

  if (compact) {
    return (
      <Stack gap={0} component="ul" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {salesTypes.map((salesType) => (
          <Paper
            key={salesType.id}
            component="li"
            px="md"
            py="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Name salesType={salesType} />
                <Outlets salesType={salesType} nameOf={nameOf} />
                <Gratuities salesType={salesType} />
              </Stack>
              <Stack gap="xs" align="flex-end">
                <StateSwitch salesType={salesType} switching={props.switching} onSwitch={props.onSwitch} />
                <RowActions salesType={salesType} onEdit={props.onEdit} onDelete={props.onDelete} />
              </Stack>
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
          <Table.Th w={220}>{t('list.outlets')}</Table.Th>
          <Table.Th w={240}>{t('list.gratuities')}</Table.Th>
          <Table.Th w={90}>{t('list.active')}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {salesTypes.map((salesType) => (
          <Table.Tr key={salesType.id}>
            <Table.Td>
              <Name salesType={salesType} />
            </Table.Td>
            <Table.Td>
              <Outlets salesType={salesType} nameOf={nameOf} />
            </Table.Td>
            <Table.Td>
              <Gratuities salesType={salesType} />
            </Table.Td>
            <Table.Td>
              <StateSwitch salesType={salesType} switching={props.switching} onSwitch={props.onSwitch} />
            </Table.Td>
            <Table.Td>
              <RowActions salesType={salesType} onEdit={props.onEdit} onDelete={props.onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

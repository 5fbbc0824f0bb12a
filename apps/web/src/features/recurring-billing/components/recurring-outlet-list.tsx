import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One outlet as the tab shows it: texts already formatted, the renew switch built by the tab. */
export interface OutletLine {
  id: number;
  name: string;
  address: string;
  place: string;
  createdText: string;
  endText: string;
  expired: boolean;
  active: boolean;
  renew: ReactNode;
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('recurringOutlets');
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'}>
      {t(active ? 'status.active' : 'status.inactive')}
    </Badge>
  );
}

/** The desktop table ("Outlet tab" columns). */
export function OutletTable({ lines }: { lines: OutletLine[] }) {
  const { t } = useTranslation('recurringOutlets');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" data-testid="recurring-outlets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.address')}</Table.Th>
            <Table.Th>{t('columns.createdIn')}</Table.Th>
            <Table.Th>{t('columns.activeUntil')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.renew')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-outlet={line.name}>
              <Table.Td fw={500}>{line.name}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm">{line.address}</Text>
                {line.place && (
                  <Text size="xs" c="dimmed">
                    {line.place}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{line.createdText}</Table.Td>
              <Table.Td>
                <Text size="sm" c={line.expired ? 'red' : undefined}>
                  {line.endText}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge active={line.active} />
              </Table.Td>
              <Table.Td>{line.renew}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone each outlet is a card, its switch in reach without scrolling sideways. */
export function OutletCards({ lines }: { lines: OutletLine[] }) {
  const { t } = useTranslation('recurringOutlets');
  return (
    <Stack gap="sm" data-testid="recurring-outlets">
      {lines.map((line) => (
        <Card key={line.id} withBorder padding="sm" radius="md" data-outlet={line.name}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{line.name}</Text>
              <Text size="sm">{line.address}</Text>
              {line.place && (
                <Text size="xs" c="dimmed">
                  {line.place}
                </Text>
              )}
            </div>
            {line.renew}
          </Group>
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('columns.createdIn')}: {line.createdText}
            </Text>
            <StatusBadge active={line.active} />
          </Group>
          <Text size="xs" c={line.expired ? 'red' : 'dimmed'}>
            {t('columns.activeUntil')}: {line.endText}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

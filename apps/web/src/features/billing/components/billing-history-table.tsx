import type { invoiceHistorySchema, invoiceStatusSchema } from '@backoffice/contracts/billing';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { formatRupiah } from '../../../lib/format/format-money';
import { civilDate } from './plan-overview';

type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** "Invoice status colours": pending yellow, failed red, paid green, other neutral. */
export function statusColor(status: InvoiceStatus | string): string {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'failed':
      return 'red';
    case 'paid':
    case 'success':
      return 'green';
    default:
      return 'gray';
  }
}

interface BillingHistoryTableProps {
  history: {
    data?: z.infer<typeof invoiceHistorySchema>;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  };
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** The invoice's PDF, when there is one; opens it. */
  pdfLink?: (invoiceNumber: string) => React.ReactNode;
}

export function BillingHistoryTable({ history, onRetry, page, onPage, pdfLink }: BillingHistoryTableProps) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const items = history.data?.items ?? [];
  const totalPages = history.data?.total_pages ?? 0;
  // On a phone the six columns would scroll sideways and hide Status and Invoice: each invoice is one row of three
  // cells instead (docs/spec-notes.md, "Billing"), its dates stacked, its amount over its status, its PDF last.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const period = (item: (typeof items)[number]) =>
    `${civilDate(item.start_period, language)} – ${civilDate(item.end_period, language)}`;
  const status = (item: (typeof items)[number]) => (
    // A long status ('Tidak dilanjutkan') wraps in the phone layout's narrow column instead of being cut short.
    <Badge
      color={statusColor(item.status)}
      variant="light"
      data-status={item.status}
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
    >
      {t(`history.statuses.${item.status}`)}
    </Badge>
  );
  const pdf = (item: (typeof items)[number]) =>
    item.invoice_number && pdfLink ? pdfLink(item.invoice_number) : '–';
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('history.heading')}
      </Title>
      <ListStates
        query={{
          isPending: history.isPending,
          isError: history.isError,
          isFetching: history.isFetching,
          refetch: onRetry,
        }}
        isEmpty={items.length === 0}
        skeleton={<ListSkeleton rows={3} />}
        error={{ compact: true }}
        empty={<EmptyState />}
      >
        {phone ? (
          <Table aria-label={t('history.heading')} layout="fixed" horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.invoiceDate')}</Table.Th>
                <Table.Th ta="right" w="38%">
                  {t('history.total')}
                </Table.Th>
                <Table.Th w={64}>{t('history.invoice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.order_id} data-order={item.order_id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {civilDate(item.invoice_date, language)}
                      </Text>
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {item.invoice_number ?? '–'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {period(item)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Stack gap={4} align="flex-end">
                      <Text size="sm">{formatRupiah(item.total_amount)}</Text>
                      {status(item)}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{pdf(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={t('history.heading')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.invoiceDate')}</Table.Th>
                  <Table.Th>{t('history.invoiceNumber')}</Table.Th>
                  <Table.Th>{t('history.period')}</Table.Th>
                  <Table.Th ta="right">{t('history.total')}</Table.Th>
                  <Table.Th>{t('history.status')}</Table.Th>
                  <Table.Th>{t('history.invoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.order_id} data-order={item.order_id}>
                    <Table.Td>{civilDate(item.invoice_date, language)}</Table.Td>
                    <Table.Td>{item.invoice_number ?? '–'}</Table.Td>
                    <Table.Td>{period(item)}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(item.total_amount)}</Table.Td>
                    <Table.Td>{status(item)}</Table.Td>
                    <Table.Td>{pdf(item)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {totalPages > 1 && (
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('history.previous')}
            </Button>
            <Text size="sm">{t('history.pageOf', { page, total: totalPages })}</Text>
            <Button
              size="xs"
              variant="default"
              disabled={page >= totalPages}
              onClick={() => onPage(page + 1)}
            >
              {t('history.next')}
            </Button>
          </Group>
        )}
      </ListStates>
    </Paper>
  );
}

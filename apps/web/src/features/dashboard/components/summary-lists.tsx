import { Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { OutletSalesDto, PaymentShareDto, TopItemDto } from '@backoffice/contracts/reporting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format/format-count';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatPercent } from '../../../lib/format/format-percent';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const STANDARD_METHODS = ['CASH', 'DEBIT_CARD', 'CREDIT_CARD'] as const;
type StandardMethod = (typeof STANDARD_METHODS)[number];
const isStandardMethod = (code: string | null): code is StandardMethod =>
  code !== null && (STANDARD_METHODS as readonly string[]).includes(code);

/**
 * Each method's share of what was collected. The standard methods are named in the page's language, as on the
 * payment methods screen (decision 0126); the others (QRIS, GoPay) are brands and keep the till's name.
 */
export function PaymentSplit({ payments }: { payments: readonly PaymentShareDto[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <Panel title={t('payments.title')}>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {payments.map((payment) => {
            const share = total === 0 ? 0 : (payment.amount / total) * 100;
            return (
              <div key={payment.name}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {isStandardMethod(payment.code) ? t(`payments.standard.${payment.code}`) : payment.name}
                  </Text>
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatRupiah(payment.amount)} · {formatPercent(share, i18n.language)}
                  </Text>
                </Group>
                <Progress value={share} size="sm" mt={4} aria-hidden />
              </div>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

export function TopItems({ items }: { items: readonly TopItemDto[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Panel title={t('topItems.title')}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('topItems.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <Group key={item.name} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {index + 1}. {item.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('topItems.sold', { count: item.quantity })} · {formatRupiah(item.netSales)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

export function SalesByOutlet({ outlets }: { outlets: readonly OutletSalesDto[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Panel title={t('outlets.title')}>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outlets.outlet')}</Table.Th>
              <Table.Th ta="right">{t('outlets.transactions')}</Table.Th>
              <Table.Th ta="right">{t('outlets.netSales')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outlets.map((outlet) => (
              <Table.Tr key={outlet.outletId}>
                <Table.Td>{outlet.outletName}</Table.Td>
                <Table.Td ta="right">{formatCount(outlet.numberOfTransactions, i18n.language)}</Table.Td>
                <Table.Td ta="right">{formatRupiah(outlet.netSales)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}

import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The business and outlet the bill is from, the invoice's title and its status badge. */
export function InvoiceHeader({ invoice, title }: { invoice: PublicInvoice; title: string }) {
  const { t } = useTranslation('invoicePrint');
  return (
    <header className="invoice-header">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={2} className="invoice-business">
          <Text fw={700} fz="xl" lh={1.2}>
            {invoice.business_name}
          </Text>
          <Text fw={600}>{invoice.outlet_name}</Text>
          {invoice.outlet_address && <Text size="sm">{invoice.outlet_address}</Text>}
          {invoice.outlet_phone && (
            <Text size="sm">{t('header.phone', { phone: invoice.outlet_phone })}</Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end" className="invoice-title-block">
          <Title order={1} fz={22} ta="right">
            {title}
          </Title>
          <InvoiceStatusBadge invoice={invoice} />
        </Stack>
      </Group>
    </header>
  );
}

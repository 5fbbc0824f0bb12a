import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Alert, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatInOutletZone } from '../invoice-dates';
import { InfoList } from './info-list';

/**
 * The invoice's own info block (docs/spec-notes.md, decided reading 15: one for the invoice, then one per refund): who served and
 * collected, the table, the customer, number and date, the cancellation, and the due-date banner, red while the
 * invoice is not paid.
 */
export function InvoiceInfoBlock({ invoice }: { invoice: PublicInvoice }) {
  const { t, i18n } = useTranslation('invoicePrint');
  const none = t('info.none');
  const customerLines = [invoice.customer_name, invoice.customer_phone, invoice.customer_email].filter(
    (line): line is string => Boolean(line),
  );
  const customer =
    customerLines.length === 0
      ? none
      : customerLines.map((line) => (
          <span key={line} className="invoice-line">
            {line}
          </span>
        ));
  const table = invoice.table_name
    ? invoice.pax
      ? t('info.tableWithPax', { table: invoice.table_name, pax: invoice.pax })
      : invoice.table_name
    : none;
  const entries: [string, ReactNode][] = [
    [t('info.invoiceNo'), invoice.invoice_no],
    [t('info.invoiceDate'), formatInOutletZone(invoice.created_at, invoice.time_zone, i18n.language)],
    [t('info.servedBy'), invoice.server_name ?? none],
    [t('info.collectedBy'), invoice.collector_name ?? none],
    [t('info.table'), table],
    [t('info.customer'), customer],
  ];
  if (invoice.invoice_status === 'cancelled') {
    entries.push([t('info.cancelledBy'), invoice.cancelled_by ?? none]);
    entries.push([t('info.cancelReason'), invoice.cancel_reason ?? none]);
  }
  return (
    <section className="invoice-block invoice-info-block" aria-labelledby="invoice-info-heading">
      <Title order={2} fz="md" id="invoice-info-heading" mb="xs">
        {t('info.invoiceHeading')}
      </Title>
      <InfoList entries={entries} />
      <DueBanner invoice={invoice} />
    </section>
  );
}

function DueBanner({ invoice }: { invoice: PublicInvoice }) {
  const { t, i18n } = useTranslation('invoicePrint');
  const status = invoice.invoice_status;
  if (status === 'paid') return null;
  const message =
    status === 'cancelled'
      ? t('banner.cancelled', {
          date: formatInOutletZone(invoice.cancelled_at, invoice.time_zone, i18n.language),
        })
      : t(`banner.${status}`, { amount: formatRupiah(invoice.total_amount_due) });
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertCircle size={18} />}
      mt="sm"
      className="invoice-due-banner"
      data-testid="invoice-due-banner"
    >
      {message}
    </Alert>
  );
}

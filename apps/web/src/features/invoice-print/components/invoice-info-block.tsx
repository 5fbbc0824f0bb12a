import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Alert, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatDueDate, formatInOutletZone } from '../invoice-dates';
import { InfoList } from './info-list';
import { useInvoiceInfoEntries } from './invoice-info-entries';

/**
 * The invoice's own info block (docs/spec-notes.md, decided reading 15: one for the invoice, then one per refund): who served and
 * collected, the table, the customer, number and date, the cancellation, and the due-date banner, red while the
 * invoice is not paid (naming the due date once it has passed).
 */
export function InvoiceInfoBlock({ invoice }: { invoice: PublicInvoice }) {
  const { t } = useTranslation('invoicePrint');
  const none = t('info.none');
  const entries = useInvoiceInfoEntries(invoice);
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
  const amount = formatRupiah(invoice.total_amount_due);
  const message =
    status === 'cancelled'
      ? t('banner.cancelled', {
          date: formatInOutletZone(invoice.cancelled_at, invoice.time_zone, i18n.language),
        })
      : invoice.status_description === 'Overdue'
        ? t('banner.overdue', { amount, date: formatDueDate(invoice.invoice_due_date, i18n.language) })
        : t(`banner.${status}`, { amount });
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

import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the badge says: the invoice's status, or `overdue` for a bill still owing after its due date. */
export type InvoiceBadgeKey = PublicInvoice['invoice_status'] | 'overdue';

/** "Invoice badge": paid green; cancelled or an 'Overdue' text red; partially_paid yellow; otherwise grey. */
export const invoiceBadgeColours: Record<InvoiceBadgeKey, string> = {
  paid: 'green',
  cancelled: 'red',
  overdue: 'red',
  partially_paid: 'yellow',
  unpaid: 'gray',
};

/** The server's `status_description` says Overdue; the badge, the page title and the tab title all follow it. */
export function invoiceBadgeKey(
  invoice: Pick<PublicInvoice, 'invoice_status' | 'status_description'>,
): InvoiceBadgeKey {
  return invoice.status_description === 'Overdue' ? 'overdue' : invoice.invoice_status;
}

export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<PublicInvoice, 'invoice_status' | 'status_description'>;
}) {
  const { t } = useTranslation('invoicePrint');
  const key = invoiceBadgeKey(invoice);
  return (
    <Badge
      color={invoiceBadgeColours[key]}
      variant="filled"
      size="lg"
      radius="sm"
      className="invoice-badge"
      data-status={key}
    >
      {t(`status.${key}`)}
    </Badge>
  );
}

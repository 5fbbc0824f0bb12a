import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Status = PublicInvoice['invoice_status'];

/** "Invoice badge": paid green; cancelled red; partially_paid yellow; otherwise grey. */
export const invoiceBadgeColours: Record<Status, string> = {
  paid: 'green',
  cancelled: 'red',
  partially_paid: 'yellow',
  unpaid: 'gray',
};

export function InvoiceStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('invoicePrint');
  return (
    <Badge
      color={invoiceBadgeColours[status]}
      variant="filled"
      size="lg"
      radius="sm"
      className="invoice-badge"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

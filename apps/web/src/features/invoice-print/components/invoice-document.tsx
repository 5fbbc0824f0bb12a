import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Divider } from '@mantine/core';
import { InvoiceHeader } from './invoice-header';
import { InvoiceInfoBlock } from './invoice-info-block';
import { InvoiceItems } from './invoice-items';
import { InvoiceLoyalty } from './invoice-loyalty';
import { InvoicePayments, InvoiceTotals } from './invoice-totals';
import { RefundInfoBlock } from './refund-info-block';
import './invoice-print.css';

/**
 * The invoice as paper shows it, in the order of the product's screen description "Invoice print page": header and badge, one info block
 * for the invoice and one per refund (docs/spec-notes.md, decided reading 15), items by sales type, discounts and reward, the sums,
 * payment records and amount due, loyalty.
 */
export function InvoiceDocument({ invoice, title }: { invoice: PublicInvoice; title: string }) {
  return (
    <article className="invoice-document">
      <InvoiceHeader invoice={invoice} title={title} />
      <Divider my="md" className="invoice-rule" />
      <InvoiceInfoBlock invoice={invoice} />
      {invoice.order_refunds.map((refund, index) => (
        <RefundInfoBlock key={refund.id} invoice={invoice} refund={refund} number={index + 1} />
      ))}
      <InvoiceItems invoice={invoice} />
      <InvoiceTotals invoice={invoice} />
      <InvoicePayments invoice={invoice} />
      {invoice.loyalty && <InvoiceLoyalty loyalty={invoice.loyalty} />}
    </article>
  );
}

import type { PublicInvoice } from '@backoffice/contracts/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInOutletZone } from '../invoice-dates';

/**
 * The entries every info block opens with, the invoice's and each refund's alike ("Invoice print page"): Invoice
 * No, Invoice Date (the order's one time, decision 0110), Served By, Collected By, Table and Customer.
 */
export function useInvoiceInfoEntries(invoice: PublicInvoice): [string, ReactNode][] {
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
  return [
    [t('info.invoiceNo'), invoice.invoice_no],
    [t('info.invoiceDate'), formatInOutletZone(invoice.created_at, invoice.time_zone, i18n.language)],
    [t('info.servedBy'), invoice.server_name ?? none],
    [t('info.collectedBy'), invoice.collector_name ?? none],
    [t('info.table'), table],
    [t('info.customer'), customer],
  ];
}

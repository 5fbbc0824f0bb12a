import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatInOutletZone } from '../invoice-dates';
import { InfoList } from './info-list';
import { useInvoiceInfoEntries } from './invoice-info-entries';

type Refund = PublicInvoice['order_refunds'][number];

/**
 * One refund's info block (docs/spec-notes.md, decided reading 15): the invoice's own entries (number, date, served
 * by, collected by, table, customer), then who refunded, when, why, what was given back and how much.
 */
export function RefundInfoBlock({
  invoice,
  refund,
  number,
}: {
  invoice: PublicInvoice;
  refund: Refund;
  number: number;
}) {
  const { t, i18n } = useTranslation('invoicePrint');
  const headingId = `invoice-refund-${refund.id}`;
  const charges = [...refund.order_gratuities, ...refund.order_taxes];
  const infoEntries = useInvoiceInfoEntries(invoice);
  return (
    <section className="invoice-block invoice-refund-block" aria-labelledby={headingId}>
      <Title order={2} fz="md" id={headingId} mb="xs">
        {t('info.refundHeading', { number })}
      </Title>
      <InfoList
        entries={[
          ...infoEntries,
          [t('info.refundDate'), formatInOutletZone(refund.refunded_at, invoice.time_zone, i18n.language)],
          [t('info.refundedBy'), refund.refunded_by ?? t('info.none')],
          [t('info.refundReason'), refund.refunded_reason],
        ]}
      />
      <Table className="invoice-table" mt="xs" verticalSpacing={4} aria-label={t('refund.items')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('items.item')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('items.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('items.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refund.order_items.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                {line.item_name}
                {line.item_variant_name ? ` – ${line.item_variant_name}` : ''}
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatRupiah(line.gross_amount)}</Table.Td>
            </Table.Tr>
          ))}
          {refund.total_discount !== 0 && (
            <Table.Tr>
              <Table.Td colSpan={2}>{t('totals.discount')}</Table.Td>
              <Table.Td ta="right">{formatRupiah(-refund.total_discount)}</Table.Td>
            </Table.Tr>
          )}
          {charges.map((charge, index) => (
            <Table.Tr key={`charge-${index}`}>
              <Table.Td colSpan={2}>{charge.name}</Table.Td>
              <Table.Td ta="right">{formatRupiah(charge.amount)}</Table.Td>
            </Table.Tr>
          ))}
          {refund.total_rounding_amount !== 0 && (
            <Table.Tr>
              <Table.Td colSpan={2}>{t('totals.rounding')}</Table.Td>
              <Table.Td ta="right">{formatRupiah(refund.total_rounding_amount)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr className="invoice-total-row">
            <Table.Th scope="row" colSpan={2}>
              {t('info.refundAmount')}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatRupiah(refund.refund_amount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </section>
  );
}

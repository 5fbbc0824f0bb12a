import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { discountLabel } from '../discount-label';
import { formatInOutletZone } from '../invoice-dates';
import { type AmountLine, AmountRows } from './amount-rows';

/**
 * Discounts and the redeemed reward, then subtotal, gratuities, taxes, rounding and total, exactly as the server
 * summed them (subtotal − discount + gratuity + tax + rounding = total); nothing is re-added here. A tax included in
 * the price follows the total as a statement of what the prices hold.
 */
export function InvoiceTotals({ invoice }: { invoice: PublicInvoice }) {
  const { t } = useTranslation('invoicePrint');
  const itemDiscounts = invoice.order_items
    .flatMap((group) => group.items)
    .reduce((sum, item) => sum + item.discount_amount, 0);
  const reward = invoice.loyalty?.redemption?.reward;
  const discountLines: AmountLine[] = [
    ...(itemDiscounts ? [{ label: t('discounts.itemDiscounts'), amount: -itemDiscounts }] : []),
    ...invoice.order_discounts.map((discount) => ({
      label: discountLabel(t, discount),
      amount: -discount.discount_amount,
    })),
    ...invoice.promos.map((promo) => ({ label: promo.promo_name, amount: -promo.reward_amount })),
    ...(invoice.total_redeem_amount
      ? [
          {
            label: reward ? t('discounts.redeemedReward', { reward }) : t('discounts.redeemedRewardPlain'),
            amount: -invoice.total_redeem_amount,
          },
        ]
      : []),
  ];
  const charge = (line: { name: string; percentage: number; amount: number }) => ({
    label: line.percentage
      ? t('totals.chargeWithPercent', { name: line.name, percent: line.percentage })
      : line.name,
    amount: line.amount,
  });
  const totalLines: AmountLine[] = [
    { label: t('totals.subtotal'), amount: invoice.subtotal },
    ...(invoice.total_discount ? [{ label: t('totals.discount'), amount: -invoice.total_discount }] : []),
    ...invoice.order_gratuities.map(charge),
    ...invoice.order_taxes.map(charge),
    ...(invoice.total_rounding_amount
      ? [{ label: t('totals.rounding'), amount: invoice.total_rounding_amount }]
      : []),
    { label: t('totals.total'), amount: invoice.total_collected_amount, strong: true },
    // A tax the prices already hold: stated after the total, never summed into it (decision 0221).
    ...invoice.included_taxes.map((tax) => ({
      label: t('totals.includedTax', { name: tax.name, percent: tax.percentage }),
      amount: tax.amount,
      muted: true,
    })),
  ];
  return (
    <>
      {discountLines.length > 0 && (
        <section className="invoice-block" aria-labelledby="invoice-discounts-heading">
          <Title order={2} fz="md" id="invoice-discounts-heading" mb="xs">
            {t('discounts.heading')}
          </Title>
          <AmountRows lines={discountLines} label={t('discounts.heading')} />
        </section>
      )}
      <section className="invoice-block invoice-totals" aria-label={t('totals.total')}>
        <AmountRows lines={totalLines} label={t('totals.total')} />
      </section>
    </>
  );
}

/** What was received, when and how; refunds given back; what is still due. */
export function InvoicePayments({ invoice }: { invoice: PublicInvoice }) {
  const { t, i18n } = useTranslation('invoicePrint');
  const due: AmountLine[] = [
    ...(invoice.total_refund ? [{ label: t('payments.totalRefund'), amount: invoice.total_refund }] : []),
    { label: t('payments.amountDue'), amount: invoice.total_amount_due, strong: true },
  ];
  return (
    <section className="invoice-block" aria-labelledby="invoice-payments-heading">
      <Title order={2} fz="md" id="invoice-payments-heading" mb="xs">
        {t('payments.heading')}
      </Title>
      {invoice.invoice_payment_records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.none')}
        </Text>
      ) : (
        <Table className="invoice-table" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('payments.date')}</Table.Th>
              <Table.Th scope="col">{t('payments.method')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('payments.amountReceived')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.invoice_payment_records.map((record, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {formatInOutletZone(record.payment_date, invoice.time_zone, i18n.language)}
                </Table.Td>
                {/* Records and payments come from the same rows in the same order. */}
                <Table.Td>{invoice.split_payment_details[index]?.payment_type_label ?? ''}</Table.Td>
                <Table.Td ta="right">{formatRupiah(record.amount_received)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AmountRows lines={due} label={t('payments.amountDue')} />
    </section>
  );
}

import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { formatTransactionMoney } from '../transaction-money';
import { formatOutletTime, truncateName } from './detail-format';
import { DetailRow, DetailSection, MoneyRow, StatusBadge } from './detail-parts';

type Item = InvoiceDetail['order_items'][number]['items'][number];

/**
 * The body of a success order's panel ("Transaction detail panel"): order details with its status badge,
 * ordered items by sales type with the bill's totals and payments, voided items, refunds, and the customer with
 * their loyalty. Sections with nothing to show are left out.
 */
export function SuccessOrderDetail({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Stack gap="lg">
      {invoice.receipt_count > 1 && (
        <Alert color="yellow" variant="light" icon={<IconPrinter size={18} />} role="status">
          {t('reprinted')}
        </Alert>
      )}
      <OrderDetails invoice={invoice} />
      <Divider />
      <OrderedItems invoice={invoice} />
      {invoice.void_items.length > 0 && (
        <>
          <Divider />
          <VoidedItems invoice={invoice} />
        </>
      )}
      {invoice.order_refunds.length > 0 && (
        <>
          <Divider />
          <Refunded invoice={invoice} />
        </>
      )}
      {(invoice.customer_name || invoice.loyalty) && (
        <>
          <Divider />
          <Customer invoice={invoice} />
        </>
      )}
    </Stack>
  );
}

function OrderDetails({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation('transactionDetail');
  const time = (iso: string) => formatOutletTime(iso, invoice.time_zone, i18n.language);
  const status = invoice.status === 'cancelled' ? 'cancelled' : 'completed';
  return (
    <DetailSection title={t('sections.orderDetails')}>
      <DetailRow label={t('fields.receiptNumber')} value={<StatusLine invoice={invoice} status={status} />} />
      <DetailRow label={t('fields.outlet')} value={invoice.outlet_name} />
      <DetailRow label={t('fields.date')} value={time(invoice.created_at)} />
      {invoice.table_name && <DetailRow label={t('fields.table')} value={invoice.table_name} />}
      {invoice.pax !== null && <DetailRow label={t('fields.pax')} value={invoice.pax} />}
      {invoice.server_name && <DetailRow label={t('fields.servedBy')} value={invoice.server_name} />}
      {invoice.collector_name && <DetailRow label={t('fields.collectedBy')} value={invoice.collector_name} />}
      {invoice.payment_type_label && (
        <DetailRow label={t('fields.paymentMethod')} value={invoice.payment_type_label} />
      )}
    </DetailSection>
  );
}

function StatusLine({ invoice, status }: { invoice: InvoiceDetail; status: 'completed' | 'cancelled' }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <span>#{invoice.order_id}</span>
      <StatusBadge status={status} />
    </Group>
  );
}

function ItemLines({ item }: { item: Item }) {
  const { t } = useTranslation('transactionDetail');
  const name = item.item_variant_name ? `${item.item_name} (${item.item_variant_name})` : item.item_name;
  return (
    <Stack gap={2}>
      <DetailRow
        label={
          <>
            {item.quantity} × {name}
            {item.is_program_item && (
              <Text span size="xs" c="teal.8" fw={600} ml={6}>
                {t('items.reward')}
              </Text>
            )}
          </>
        }
        value={formatTransactionMoney(item.gross_amount)}
      />
      {item.modifiers.map((modifier) => (
        <DetailRow
          key={`${modifier.modifier_name}-${modifier.modifier_option_name}`}
          indent
          label={`${truncateName(modifier.modifier_name, 15)}: ${modifier.modifier_option_name}`}
          value={formatTransactionMoney(modifier.price)}
        />
      ))}
      {item.discounts.map((discount, index) => (
        <MoneyRow
          key={`${discount.discount_name}-${index}`}
          indent
          label={truncateName(discount.discount_name, 20)}
          amount={-discount.discount_amount}
        />
      ))}
      {item.refunded_quantity > 0 && (
        <Text size="xs" c="red.8" pl="md">
          {t('items.refundedQuantity', { count: item.refunded_quantity })}
        </Text>
      )}
      {item.note && (
        <Text size="xs" c="dimmed" pl="md">
          {t('items.note', { note: item.note })}
        </Text>
      )}
    </Stack>
  );
}

function OrderedItems({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <DetailSection title={t('sections.orderedItems')}>
      {invoice.order_items.map((group) => (
        <Stack key={group.sales_type_name ?? ''} gap={6}>
          <Text size="xs" fw={700}>
            {group.sales_type_name ?? t('items.noSalesType')}
          </Text>
          {group.items.map((item) => (
            <ItemLines key={item.uuid} item={item} />
          ))}
        </Stack>
      ))}
      <Divider variant="dashed" />
      <MoneyRow label={t('totals.subtotal')} amount={invoice.subtotal} />
      {invoice.order_discounts.map((discount, index) => (
        <MoneyRow
          key={`${discount.discount_name}-${index}`}
          label={`${t('totals.discount')}: ${truncateName(discount.discount_name, 20)}`}
          amount={-discount.discount_amount}
        />
      ))}
      {invoice.promos.map((promo, index) => (
        <MoneyRow
          key={`${promo.promo_name}-${index}`}
          label={`${t('totals.promo')}: ${truncateName(promo.promo_name, 20)}`}
          amount={-promo.reward_amount}
        />
      ))}
      {invoice.total_redeem_amount > 0 && (
        <MoneyRow label={t('totals.redeemed')} amount={-invoice.total_redeem_amount} />
      )}
      {invoice.order_gratuities.map((gratuity) => (
        <MoneyRow
          key={gratuity.name}
          label={`${truncateName(gratuity.name, 20)} (${gratuity.percentage}%)`}
          amount={gratuity.amount}
        />
      ))}
      {invoice.order_taxes.map((tax) => (
        <MoneyRow
          key={tax.name}
          label={`${truncateName(tax.name, 20)} (${tax.percentage}%)`}
          amount={tax.amount}
        />
      ))}
      {invoice.total_rounding_amount !== 0 && (
        <MoneyRow label={t('totals.rounding')} amount={invoice.total_rounding_amount} />
      )}
      <MoneyRow label={t('totals.total')} amount={invoice.total_collected_amount} strong />
      {/* A tax the prices already hold: stated after the total, never summed into it (decision 0221). */}
      {invoice.included_taxes.map((tax) => (
        <MoneyRow
          key={tax.name}
          indent
          label={t('totals.includedTax', { name: truncateName(tax.name, 20), percent: tax.percentage })}
          amount={tax.amount}
        />
      ))}
      <Text size="xs" fw={700} mt={4}>
        {t('sections.payments')}
      </Text>
      {invoice.split_payment_details.map((payment) => (
        <Stack key={payment.payment_uuid} gap={2}>
          <MoneyRow label={payment.payment_type_label} amount={payment.amount} />
          {payment.tendered_amount !== null && payment.tendered_amount > payment.amount && (
            <MoneyRow indent label={t('totals.change')} amount={payment.tendered_amount - payment.amount} />
          )}
        </Stack>
      ))}
    </DetailSection>
  );
}

function VoidedItems({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <DetailSection title={t('sections.voidedItems')}>
      {invoice.void_items.map((item, index) => (
        <Stack key={`${item.item_name}-${index}`} gap={2}>
          <DetailRow
            label={`${item.quantity} × ${item.item_variant_name ? `${item.item_name} (${item.item_variant_name})` : item.item_name}`}
            value={formatTransactionMoney(item.price)}
          />
          <Text size="xs" c="dimmed" pl="md">
            {item.void_reason}
            {item.void_by ? ` · ${t('items.voidedBy', { name: item.void_by })}` : ''}
          </Text>
        </Stack>
      ))}
    </DetailSection>
  );
}

function Refunded({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation('transactionDetail');
  return (
    <DetailSection title={t('sections.refunded')}>
      {invoice.order_refunds.map((refund) => (
        <Stack key={refund.uuid} gap={2}>
          <Text size="sm" fw={600}>
            {t('refund.heading', {
              date: formatOutletTime(refund.refunded_at, invoice.time_zone, i18n.language),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {refund.refunded_reason}
            {refund.refunded_by ? ` · ${t('refund.by', { name: refund.refunded_by })}` : ''}
          </Text>
          {refund.order_items.map((item, index) => (
            <MoneyRow
              key={`${item.item_name}-${index}`}
              indent
              label={`${item.quantity} × ${item.item_name}`}
              amount={item.net_amount}
            />
          ))}
          <MoneyRow label={t('totals.total')} amount={refund.refund_amount} />
        </Stack>
      ))}
      <MoneyRow label={t('totals.refundTotal')} amount={invoice.total_refund} strong />
    </DetailSection>
  );
}

function Customer({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation('transactionDetail');
  const { loyalty } = invoice;
  return (
    <DetailSection title={t('sections.customer')}>
      {invoice.customer_name && <DetailRow label={t('fields.name')} value={invoice.customer_name} />}
      {invoice.customer_email && <DetailRow label={t('fields.email')} value={invoice.customer_email} />}
      {invoice.customer_phone && <DetailRow label={t('fields.phone')} value={invoice.customer_phone} />}
      {loyalty && (
        <>
          <Text size="xs" fw={700} mt={4}>
            {t('sections.loyalty')}
          </Text>
          <DetailRow
            label={t('loyalty.memberSince')}
            value={formatDate(loyalty.member_since, i18n.language, 'dd MMM yyyy') || loyalty.member_since}
          />
          <DetailRow label={t('loyalty.earned')} value={loyalty.new_earned_points} />
          {loyalty.redemption && (
            <>
              <DetailRow label={t('loyalty.reward')} value={loyalty.redemption.reward} />
              <DetailRow label={t('loyalty.redeemed')} value={loyalty.redemption.redeem_points} />
            </>
          )}
          <DetailRow label={t('loyalty.balance')} value={loyalty.closing_balance} />
        </>
      )}
    </DetailSection>
  );
}

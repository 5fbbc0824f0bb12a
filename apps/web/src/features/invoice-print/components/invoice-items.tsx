import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Badge, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { discountLabel } from '../discount-label';

type Item = PublicInvoice['order_items'][number]['items'][number];

/** The bill's lines grouped by sales type, in bill order (the fallback label is 'No Sales Type'). */
export function InvoiceItems({ invoice }: { invoice: PublicInvoice }) {
  const { t } = useTranslation('invoicePrint');
  return (
    <section className="invoice-block" aria-labelledby="invoice-items-heading">
      <Title order={2} fz="md" id="invoice-items-heading" mb="xs">
        {t('items.heading')}
      </Title>
      <Table className="invoice-table" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('items.item')}</Table.Th>
            <Table.Th scope="col" ta="right" className="invoice-num">
              {t('items.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right" className="invoice-num">
              {t('items.price')}
            </Table.Th>
            <Table.Th scope="col" ta="right" className="invoice-num">
              {t('items.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {invoice.order_items.map((group, index) => (
          <Table.Tbody key={`${group.sales_type_name ?? ''}-${index}`} className="invoice-group">
            <Table.Tr className="invoice-group-row">
              <Table.Th scope="rowgroup" colSpan={4}>
                {group.sales_type_name ?? t('items.noSalesType')}
              </Table.Th>
            </Table.Tr>
            {group.items.map((item) => (
              <ItemRow key={item.uuid} item={item} />
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </section>
  );
}

function ItemRow({ item }: { item: Item }) {
  const { t } = useTranslation('invoicePrint');
  return (
    <Table.Tr className="invoice-item-row">
      <Table.Td>
        <Text size="sm" fw={600} component="span">
          {item.item_name}
          {item.item_variant_name ? ` – ${item.item_variant_name}` : ''}
        </Text>
        {item.is_program_item && (
          <Badge size="xs" variant="outline" color="gray" ml={6} className="invoice-reward">
            {t('items.reward')}
          </Badge>
        )}
        {item.modifiers.map((modifier, index) => (
          <Text key={`m-${index}`} size="xs" c="dimmed">
            {modifier.modifier_name}: {modifier.modifier_option_name}
            {modifier.price !== 0 ? ` (${formatRupiah(modifier.price)})` : ''}
          </Text>
        ))}
        {item.discounts.map((discount, index) => (
          <Text key={`d-${index}`} size="xs" c="dimmed">
            {discountLabel(t, discount)} {formatRupiah(-discount.discount_amount)}
          </Text>
        ))}
        {item.note && (
          <Text size="xs" c="dimmed" fs="italic">
            {t('items.note', { note: item.note })}
          </Text>
        )}
        {item.refunded_quantity > 0 && (
          <Text size="xs" c="dimmed">
            {t('items.refunded', { count: item.refunded_quantity })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" className="invoice-num">
        {item.quantity}
      </Table.Td>
      <Table.Td ta="right" className="invoice-num">
        {formatRupiah(item.price)}
      </Table.Td>
      <Table.Td ta="right" className="invoice-num">
        {formatRupiah(item.gross_amount)}
      </Table.Td>
    </Table.Tr>
  );
}

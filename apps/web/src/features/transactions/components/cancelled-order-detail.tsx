import type { CancelledOrderDetail as CancelledOrder } from '@backoffice/contracts/transactions';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTransactionMoney } from '../transaction-money';
import { formatOutletTime } from './detail-format';
import { DetailRow, DetailSection, MoneyRow, StatusBadge } from './detail-parts';

/** A bill cancelled by voiding every line shows Void; one cancelled as a whole shows Cancelled (spec-notes). */
export function cancelledStatusOf(order: CancelledOrder): 'cancelled' | 'void' {
  return order.orderItem.length === 0 && order.cancelledItem.length > 0 ? 'void' : 'cancelled';
}

const nameOf = (item: { itemName: string; variantName: string }) =>
  item.variantName ? `${item.itemName} (${item.variantName})` : item.itemName;

/**
 * The body of a cancelled order's panel ("Transaction detail panel", "Cancelled order detail"): order
 * details with its badge, the items it held and the items voided from it. No refunds or customer: it was not paid.
 */
export function CancelledOrderDetail({ order }: { order: CancelledOrder }) {
  const { t, i18n } = useTranslation('transactionDetail');
  const time = (iso: string) => formatOutletTime(iso, order.timeZone, i18n.language);
  return (
    <Stack gap="lg">
      <DetailSection title={t('sections.orderDetails')}>
        <DetailRow
          label={t('fields.orderId')}
          value={
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <span>#{order.name}</span>
              <StatusBadge status={cancelledStatusOf(order)} />
            </Group>
          }
        />
        <DetailRow label={t('fields.outlet')} value={order.outletName} />
        <DetailRow label={t('fields.createdAt')} value={time(order.createdAt)} />
        <DetailRow label={t('fields.cancelledAt')} value={time(order.cancelledAt)} />
        {order.tableName && <DetailRow label={t('fields.table')} value={order.tableName} />}
        {order.serveByName && <DetailRow label={t('fields.servedBy')} value={order.serveByName} />}
        {order.cancelledByName && <DetailRow label={t('fields.cancelledBy')} value={order.cancelledByName} />}
        {order.cancelledReason && <DetailRow label={t('fields.reason')} value={order.cancelledReason} />}
      </DetailSection>
      <Divider />
      <DetailSection title={t('sections.orderedItems')}>
        {order.orderItem.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('items.none')}
          </Text>
        ) : (
          order.orderItem.map((item, index) => (
            <DetailRow
              key={`${item.itemName}-${index}`}
              label={`${item.itemCount} × ${nameOf(item)}`}
              value={formatTransactionMoney(item.price)}
            />
          ))
        )}
        <MoneyRow label={t('totals.totalPrice')} amount={order.totalPrice} strong />
      </DetailSection>
      {order.cancelledItem.length > 0 && (
        <>
          <Divider />
          <DetailSection title={t('sections.voidedItems')}>
            {order.cancelledItem.map((item, index) => (
              <Stack key={`${item.itemName}-${index}`} gap={2}>
                <Text size="sm">{`${item.itemCount} × ${nameOf(item)}`}</Text>
                <Text size="xs" c="dimmed" pl="md">
                  {item.cancelledReason}
                  {item.cancelledByName ? ` · ${t('items.voidedBy', { name: item.cancelledByName })}` : ''}
                </Text>
              </Stack>
            ))}
          </DetailSection>
        </>
      )}
    </Stack>
  );
}

import type { RefundPreview } from '@backoffice/contracts/refunds';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTransactionMoney } from '../transaction-money';
import { truncateName } from './detail-format';

/** Refund values are negative; the modal shows what goes back to the customer as a plain amount. */
const shown = (value: number) => formatTransactionMoney(value === 0 ? 0 : -value);

function Line({ label, value }: { label: string; value: number }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{shown(value)}</Text>
    </Group>
  );
}

/** The discount, redeemed reward, gratuity, tax and rounding sections of the refund, from the server's preview. */
export function RefundAmounts({ preview }: { preview: RefundPreview }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Stack gap={4}>
      <Line label={t('refundModal.subtotal')} value={preview.subtotal} />
      <Line label={t('refundModal.discount')} value={preview.total_discount - preview.total_redeem_amount} />
      <Line label={t('refundModal.redeemed')} value={preview.total_redeem_amount} />
      {preview.order_gratuities.length > 0 ? (
        preview.order_gratuities.map((g) => (
          <Line key={g.name} label={truncateName(g.name, 20)} value={g.amount} />
        ))
      ) : (
        <Line label={t('refundModal.gratuity')} value={preview.total_gratuity} />
      )}
      {preview.order_taxes.length > 0 ? (
        preview.order_taxes.map((tax) => (
          <Line key={tax.name} label={truncateName(tax.name, 20)} value={tax.amount} />
        ))
      ) : (
        <Line label={t('refundModal.tax')} value={preview.total_tax} />
      )}
      <Line label={t('refundModal.rounding')} value={preview.total_rounding_amount} />
    </Stack>
  );
}

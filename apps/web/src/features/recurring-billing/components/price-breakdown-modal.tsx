import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { recurringPrices } from '../recurring-view';

interface PriceBreakdownModalProps {
  active: ActiveRecurring;
  opened: boolean;
  onClose: () => void;
}

/** 'See Detail Payment': a cycle's lines with their units, and totals. */
export function PriceBreakdownModal({ active, opened, onClose }: PriceBreakdownModalProps) {
  const { t } = useTranslation('recurring');
  const prices = recurringPrices(active);
  return (
    <Modal opened={opened} onClose={onClose} title={t('breakdown.title')} centered>
      <Stack gap="sm" data-testid="price-breakdown">
        {prices.lines.map((line) => (
          <Group key={line.key} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div>
              <Text size="sm" fw={500}>
                {line.key === 'coupon'
                  ? t('breakdown.coupon', { code: line.code })
                  : t(`breakdown.${line.key}`)}
              </Text>
              {line.unit && (
                <Text size="xs" c="dimmed">
                  {t('breakdown.quantity', { count: line.count, price: formatRupiah(line.finalPrice ?? 0) })}
                  {line.unit}
                </Text>
              )}
            </div>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(line.amount)}
            </Text>
          </Group>
        ))}
        <Divider />
        {prices.originalTotal > prices.total && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('breakdown.subtotal')}
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              {formatRupiah(prices.originalTotal)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('breakdown.total')}</Text>
          <Text fw={700} data-testid="breakdown-total">
            {formatRupiah(prices.total)}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('breakdown.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { BillingCalculation, BillingOverview } from '@backoffice/contracts/billing';
import { Badge, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { civilDate } from './plan-overview';

interface OutletPriceListProps {
  outlets: BillingOverview['outlets'];
  prices: BillingCalculation['outlets'] | undefined;
  /** Resolves once the server agreed and the page has its new data; rejects on a refusal. */
  onToggle: (id: number, isActive: boolean) => Promise<void>;
  onToggleFailed: (error: unknown) => void;
  disabled?: boolean;
}

/**
 * The outlets a renewal pays for ("Billing payment"): a toggle flips at once, reverts when the server
 * refuses, and the last active outlet cannot be turned off.
 */
export function OutletPriceList({
  outlets,
  prices,
  onToggle,
  onToggleFailed,
  disabled,
}: OutletPriceListProps) {
  const { t, i18n } = useTranslation('billing');
  const [flipped, setFlipped] = useState<Record<number, boolean>>({});
  const activeOf = (outlet: { id: number; is_active_subscription: boolean }) =>
    flipped[outlet.id] ?? outlet.is_active_subscription;
  const activeCount = outlets.filter(activeOf).length;

  const toggle = async (id: number, isActive: boolean) => {
    setFlipped((current) => ({ ...current, [id]: isActive }));
    try {
      await onToggle(id, isActive);
    } catch (error) {
      onToggleFailed(error);
    } finally {
      // Success: the refreshed list says the same. Failure: the server's state shows again, i.e. it reverts.
      setFlipped(({ [id]: _dropped, ...rest }) => rest);
    }
  };

  return (
    <Stack gap={0}>
      {outlets.map((outlet) => {
        const active = activeOf(outlet);
        const price = prices?.find((p) => p.outlet_id === outlet.id);
        const last = active && activeCount <= 1;
        const control = (
          <Switch
            checked={active}
            disabled={disabled || last}
            aria-label={t('payment.outletActive', { name: outlet.name })}
            onChange={(event) => void toggle(outlet.id, event.currentTarget.checked)}
          />
        );
        return (
          <Group
            key={outlet.id}
            justify="space-between"
            wrap="nowrap"
            py="xs"
            data-outlet={outlet.name}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="sm" wrap="nowrap">
              {last ? (
                <Tooltip label={t('payment.lastActive')} withArrow>
                  <span>{control}</span>
                </Tooltip>
              ) : (
                control
              )}
              <div>
                <Text size="sm" fw={500}>
                  {outlet.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {outlet.end_date
                    ? t('payment.untilNow', { date: civilDate(outlet.end_date, i18n.language) })
                    : ''}
                  {price?.is_prorated && (
                    <Badge ml={6} size="xs" variant="light" color="grape">
                      {t('payment.prorated')}
                    </Badge>
                  )}
                </Text>
              </div>
            </Group>
            <Stack gap={0} align="flex-end">
              {active && price ? (
                <>
                  {price.original_price !== price.final_price && (
                    <Text size="xs" c="dimmed" td="line-through">
                      {formatRupiah(price.original_price)}
                    </Text>
                  )}
                  <Text size="sm" fw={500}>
                    {formatRupiah(price.final_price)}
                  </Text>
                </>
              ) : (
                <Text size="xs" c="dimmed">
                  {active ? '' : t('payment.notRenewed')}
                </Text>
              )}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

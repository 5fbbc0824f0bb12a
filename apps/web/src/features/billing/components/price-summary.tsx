import type { BillingCalculation } from '@backoffice/contracts/billing';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatPercent } from '../../../lib/format/format-percent';
import { civilDate } from './plan-overview';
import { usePackageDealName } from '../../../lib/billing/package-deal-name';

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * On the Recurring type nothing is paid now: the first automatic charge is on the day the business is paid up to,
 * or today once that has passed (decision 0098). `from` is that day, null for today.
 */
export interface RecurringStart {
  from: string | null;
}

/** A discount: negative, so in parentheses as summaries show negatives (decision 0120). */
const less = (amount: number) => formatRupiah(-amount);

/**
 * The server's calculation, line by line ("Billing calculation"). The lines add up to the total on screen (issue 26):
 * outlets and slots at their price before any discount, then each discount as a Rupiah line (package deal, renewal
 * scheme, coupon), then the total. Every amount is the server's; the outlets' line only sums the server's per-outlet
 * prices.
 */
export function PriceSummary({
  calculation,
  recurring,
}: {
  calculation: BillingCalculation;
  recurring?: RecurringStart;
}) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const dealName = usePackageDealName();
  const outletsTotal = calculation.outlets.reduce((sum, outlet) => sum + outlet.original_price, 0);
  const coupon = calculation.coupon;
  // "1 outlet × 1 month", "2 outlets × 12 months": the cycle's length in words, plural as the language wants.
  const period = t('payment.period', { count: calculation.month });
  return (
    <Stack gap={6} aria-label={t('payment.summary')} role="group">
      <Line label={t('payment.package')} value={dealName(calculation)} />
      <Line
        label={t('payment.outletsLine', { count: calculation.outlets.length, period })}
        value={formatRupiah(outletsTotal)}
      />
      {calculation.employee_slot.count > 0 && (
        <Line
          label={t('payment.slotsLine', { period })}
          value={formatRupiah(calculation.employee_slot.original_price)}
        />
      )}
      {calculation.package_discount_amount > 0 && (
        <Line
          label={t('payment.packageDiscount')}
          value={less(calculation.package_discount_amount)}
          testId="package-discount"
        />
      )}
      {calculation.renewal_discount_amount > 0 && (
        <Line
          label={`${t('payment.renewalDiscount', { percent: formatPercent(calculation.discount_percentage, language) })}${
            calculation.discount_valid_until
              ? ` (${t('payment.renewalDiscountUntil', { date: civilDate(calculation.discount_valid_until, language) })})`
              : ''
          }`}
          value={less(calculation.renewal_discount_amount)}
          testId="renewal-discount"
        />
      )}
      {coupon && (
        <Line
          label={t('payment.couponLine', { code: coupon.code })}
          value={
            coupon.benefit.additional_month > 0
              ? t('payment.couponMonths', { count: coupon.benefit.additional_month })
              : less(coupon.discount_amount)
          }
          testId="coupon-discount"
        />
      )}
      <Divider my={4} />
      {calculation.original_total_price !== calculation.final_total_price && (
        <Group justify="flex-end">
          <Text size="sm" c="dimmed" td="line-through">
            {formatRupiah(calculation.original_total_price)}
          </Text>
        </Group>
      )}
      <Line
        label={t('payment.total')}
        value={formatRupiah(calculation.final_total_price)}
        strong
        testId="total"
      />
      <Text size="xs" c="dimmed">
        {recurring
          ? recurring.from
            ? t(`payment.recurringFrom_${calculation.month}`, { date: civilDate(recurring.from, language) })
            : t(`payment.recurringFromToday_${calculation.month}`)
          : t('payment.extendedTo', { date: civilDate(calculation.extended_date, language) })}
      </Text>
    </Stack>
  );
}

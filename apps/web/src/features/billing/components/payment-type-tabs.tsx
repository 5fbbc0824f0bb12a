import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PaymentType = 'regular' | 'recurring';

interface PaymentTypeTabsProps {
  value: PaymentType;
  onChange: (type: PaymentType) => void;
  /** The `recurring-payment` flag: off, the Recurring tab is the spec's disabled 'Coming soon'. */
  recurringAvailable: boolean;
  /** Disabled for the monthly cycle while the business's current recurring is yearly. */
  recurringDisabled: boolean;
}

/** The payment type tabs, Recurring (marked Recommended) and Regular. */
export function PaymentTypeTabs({
  value,
  onChange,
  recurringAvailable,
  recurringDisabled,
}: PaymentTypeTabsProps) {
  const { t } = useTranslation('billing');
  return (
    <Tabs
      value={value}
      onChange={(next) => (next === 'regular' || next === 'recurring') && onChange(next)}
      aria-label={t('payment.typeLabel')}
    >
      <Tabs.List mb="md">
        <Tabs.Tab
          value="recurring"
          disabled={!recurringAvailable || recurringDisabled}
          rightSection={
            recurringAvailable ? (
              <Badge size="xs" color="teal">
                {t('payment.recommended')}
              </Badge>
            ) : (
              <Badge size="xs" color="gray">
                {t('payment.comingSoon')}
              </Badge>
            )
          }
        >
          {t('payment.recurring')}
        </Tabs.Tab>
        <Tabs.Tab value="regular">{t('payment.regular')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

import type { BillingCalculation, BillingOverview } from '@backoffice/contracts/billing';
import { Alert, Anchor, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';

/** The provider the pay button names while it hands the owner over. */
export const PAYMENT_PROVIDER = 'Midtrans';

/** While a switch to recurring is in progress the payment panel is a disabled 'Please wait' view. */
export function RecurringInProgress({ panelRef }: { panelRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('billing');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      ref={panelRef}
      aria-disabled="true"
      data-testid="recurring-in-progress"
    >
      <Title order={2} size="h4" mb="sm">
        {t('payment.heading')}
      </Title>
      <Group gap="sm" c="dimmed">
        <Loader size="sm" />
        <Text>{t('payment.recurringInProgress')}</Text>
      </Group>
    </Paper>
  );
}

/** The employee slots the bill charges for, when it charges any. */
export function EmployeeSlots({ slot }: { slot: BillingCalculation['employee_slot'] }) {
  const { t } = useTranslation('billing');
  if (slot.count === 0) return null;
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-light)" data-testid="employee-slots">
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={600}>
            {t('payment.employeeSlots')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('payment.employeeSlotCount', { count: slot.count })}
          </Text>
        </div>
        <Text size="sm" fw={500}>
          {formatRupiah(slot.final_price)}
        </Text>
      </Group>
    </Paper>
  );
}

/** Why no payment can start — one pending at the gateway, or bought outlet slots without an outlet. */
export function PaymentBlockers({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('billing');
  const pending = overview.pending_payment;
  return (
    <>
      {pending && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={18} />}
          title={t('payment.pendingTitle')}
          data-testid="pending-payment"
        >
          {pending.kind === 'credit_card' ? t('payment.pendingCard') : t('payment.pendingTransfer')}
        </Alert>
      )}
      {!overview.is_pos_user && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="not-pos-user">
          {t('validation.notPosUser')}
        </Alert>
      )}
      {overview.unused_outlet_slots > 0 && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          {t('payment.unusedSlots', { count: overview.unused_outlet_slots })}
        </Alert>
      )}
    </>
  );
}

interface PaymentActionsProps {
  type: 'regular' | 'recurring';
  flags: { paying: boolean; applying: boolean; processing: boolean; leaving: boolean };
  blocked: boolean;
  onPay: () => void;
  onTerms: () => void;
  /** Present when there are discount schemes to show. */
  onSchemes?: () => void;
}

/** The terms line and the Pay (or direct debit) button under the payment panel. */
export function PaymentActions({ type, flags, blocked, onPay, onTerms, onSchemes }: PaymentActionsProps) {
  const { t } = useTranslation('billing');
  const { paying, applying, processing, leaving } = flags;
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Text size="xs" c="dimmed">
        {t('payment.termsAgree')}{' '}
        <Anchor component="button" type="button" size="xs" onClick={onTerms}>
          {t('payment.terms')}
        </Anchor>
        {onSchemes && (
          <>
            {' · '}
            <Anchor component="button" type="button" size="xs" onClick={onSchemes}>
              {t('payment.schemes')}
            </Anchor>
          </>
        )}
      </Text>
      {type === 'recurring' ? (
        // Direct debit shows a loading state rather than the provider's name.
        <Button onClick={onPay} loading={paying || leaving} disabled={blocked || applying}>
          {t('payment.directDebit')}
        </Button>
      ) : (
        <Button onClick={onPay} loading={false} disabled={blocked || paying || applying}>
          {paying || processing ? t('payment.redirecting', { provider: PAYMENT_PROVIDER }) : t('payment.pay')}
        </Button>
      )}
    </Group>
  );
}

import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date';
import { formatRupiah } from '../../../lib/format/format-money';
import { SUPPORT_PHONE } from '../../../lib/support-contact';
import { intervalName } from '../recurring-activation';
import { recurringPath } from '../recurring-paths';

interface BillingSummaryCardProps {
  active: ActiveRecurring;
  onSeeDetail: () => void;
  onModify: () => void;
  /** A switch or a new payment method is being confirmed: the package cannot change meanwhile (decision 0100). */
  processing?: boolean;
}

/**
 * The billing summary ("Recurring tab"): plan, interval badge, the cycle's price with the original struck
 * through, Next Billing, the outlets (a link to the outlet tab), extra employee slots, and the two actions. Modify
 * Billing is off for a yearly plan, which support changes.
 */
export function BillingSummaryCard({ active, onSeeDetail, onModify, processing }: BillingSummaryCardProps) {
  const { t, i18n } = useTranslation('recurring');
  const interval = intervalName(active.month) ?? 'monthly';
  const yearly = active.month === 12;
  return (
    <Paper withBorder radius="md" p="md" data-testid="billing-summary-card">
      <Title order={2} size="h5" mb="xs">
        {t('summary.heading')}
      </Title>
      <Group gap="xs" mb={4}>
        <Text fw={700} size="lg">
          {t(`summary.plan.${interval}`)}
        </Text>
        <Badge variant="light" data-testid="interval-badge">
          {t(`badges.${interval}`)}
        </Badge>
      </Group>
      <Group gap="xs" align="baseline" mb="sm">
        <Text fw={700} size="xl" data-testid="recurring-price">
          {formatRupiah(active.final_amount)}
          <Text span size="sm" c="dimmed" fw={400}>
            {t(`summary.perCycle.${interval}`)}
          </Text>
        </Text>
        {active.original_amount > active.final_amount && (
          <Text size="sm" c="dimmed" td="line-through" aria-label={t('summary.originalPrice')}>
            {formatRupiah(active.original_amount)}
          </Text>
        )}
      </Group>
      <Stack gap={4} mb="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('summary.nextBilling')}
          </Text>
          <Text size="sm" fw={600} data-testid="next-billing">
            {formatDate(parseISO(active.next_billing_date), i18n.language)}
          </Text>
        </Group>
        <Anchor component={Link} to={recurringPath('outlet')} size="sm">
          {t('summary.outlets', { count: active.outlet_count })}
        </Anchor>
        {active.employee_slot_count > 0 && (
          <Text size="sm">
            {t('summary.employeeSlots')}: {active.employee_slot_count}
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={onSeeDetail}>
          {t('summary.seeDetail')}
        </Button>
        <Button variant="default" size="xs" onClick={onModify} disabled={yearly || processing}>
          {t('summary.modify')}
        </Button>
      </Group>
      {yearly && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="yearly-note">
          {t('summary.yearlyNote', { phone: SUPPORT_PHONE })}
        </Text>
      )}
    </Paper>
  );
}

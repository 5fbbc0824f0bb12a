import type { BillingOverview } from '@backoffice/contracts/billing';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';

/** A civil date of the API (`yyyy-MM-dd`) read on the local calendar, so no time zone moves it a day. */
export const civilDate = (value: string | null | undefined, language: string) =>
  value ? formatDate(parseISO(value), language) : '';

/** Current Plan, the Active Outlet table and the slots ("Regular billing page"). */
export function PlanOverview({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('plan.heading')}
          </Title>
          <Group gap="xs">
            <Text fw={600} size="lg" data-testid="plan-name">
              {overview.is_trial ? t('plan.trial') : overview.plan_name}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('plan.lastPayment')}:{' '}
            <Text span c="var(--mantine-color-text)" fw={500}>
              {overview.last_payment_date
                ? civilDate(overview.last_payment_date, language)
                : t('notApplicable')}
            </Text>
          </Text>
          {overview.has_expired ? (
            <Badge color="red" variant="light" w="fit-content">
              {t('plan.expired')}
            </Badge>
          ) : (
            overview.expired_at && (
              <Text size="sm" data-testid="plan-expiry">
                {t('plan.expiresOn', { date: civilDate(overview.expired_at, language) })}
              </Text>
            )
          )}
          <Text size="sm" c="dimmed">
            {t('outlets.slots')}:{' '}
            <Text span c="var(--mantine-color-text)" fw={500}>
              {overview.extendable_purchased_slots}
            </Text>
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {t('outlets.heading')}
        </Title>
        <Table.ScrollContainer minWidth={280}>
          <Table aria-label={t('outlets.heading')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outlets.name')}</Table.Th>
                <Table.Th>{t('outlets.expiry')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.outlets.map((outlet) => (
                <Table.Tr key={outlet.id}>
                  <Table.Td>{outlet.name}</Table.Td>
                  <Table.Td>
                    {outlet.end_date ? civilDate(outlet.end_date, language) : t('notApplicable')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </SimpleGrid>
  );
}

import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { Button, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PaymentMethodCardProps {
  active: ActiveRecurring;
  onChange: () => void;
  changing: boolean;
  disabled?: boolean;
}

/**
 * The payment-method card ("Recurring tab", "Recurring subscription view" payment): the card's image,
 * name and billing e-mail with 'Manage card', or the direct-debit account with 'Change debit'.
 */
export function PaymentMethodCard({ active, onChange, changing, disabled }: PaymentMethodCardProps) {
  const { t } = useTranslation('recurring');
  const card = active.payment_type === 'credit_card';
  return (
    <Paper withBorder radius="md" p="md" data-testid="payment-method-card">
      <Title order={2} size="h5" mb="sm">
        {t('method.heading')}
      </Title>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {active.card_image_url ? (
            <Image src={active.card_image_url} alt={t('method.cardImage')} w={48} h={32} fit="contain" />
          ) : (
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
              {card ? <IconCreditCard size={22} /> : <IconBuildingBank size={22} />}
            </ThemeIcon>
          )}
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {card ? t('method.creditCard') : t('method.directDebit')}
              {active.card_name ? ` · ${active.card_name}` : ''}
            </Text>
            {active.billing_email && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('method.billingTo', { email: active.billing_email })}
              </Text>
            )}
          </Stack>
        </Group>
        <Button variant="default" size="xs" onClick={onChange} loading={changing} disabled={disabled}>
          {card ? t('method.manageCard') : t('method.changeDebit')}
        </Button>
      </Group>
    </Paper>
  );
}

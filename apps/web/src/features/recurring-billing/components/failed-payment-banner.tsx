import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface FailedPaymentBannerProps {
  /** The gateway's failed_payment_message or the spec's fallback, already in the UI language. */
  message: string;
  onUpdate: () => void;
  updating: boolean;
}

/** The product's screen description "Recurring tab", "Recurring failed payment": the banner titled 'Pembayaran gagal' with 'Update now'. */
export function FailedPaymentBanner({ message, onUpdate, updating }: FailedPaymentBannerProps) {
  const { t } = useTranslation('recurring');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('failed.title')}
      data-testid="failed-payment-banner"
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {message}
        </Text>
        <Button color="red" size="xs" onClick={onUpdate} loading={updating}>
          {t('failed.updateNow')}
        </Button>
      </Group>
    </Alert>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeactivateOutletDialogProps {
  outlet: { name: string; endDateText: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Turning an outlet's renewal off asks first; the outlet keeps working until its paid-through day. */
export function DeactivateOutletDialog({ outlet, busy, onConfirm, onClose }: DeactivateOutletDialogProps) {
  const { t } = useTranslation('recurringOutlets');
  return (
    <Modal opened={outlet !== null} onClose={onClose} title={t('deactivate.title')} centered>
      {outlet && (
        <Stack>
          <Text size="sm">
            {outlet.endDateText
              ? t('deactivate.body', { name: outlet.name, date: outlet.endDateText })
              : t('deactivate.bodyNoDate', { name: outlet.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('deactivate.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
              {t('deactivate.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DiscardChangesDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * spec §2: closing the panel with unsaved changes asks first, in the words the page's own leave guard uses
 * ('Do you want to leave this page?' / 'Changes you made may not be saved.').
 */
export function DiscardChangesDialog({ opened, onStay, onLeave }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('leavePage.title')} centered zIndex={400}>
      <Text size="sm">{t('leavePage.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('leavePage.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('leavePage.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

import type { Gratuity } from '@backoffice/contracts/gratuities';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeleteGratuity } from '../api/delete-gratuity';
import { describeGratuityFailure } from '../gratuity-messages';

interface DeleteGratuityDialogProps {
  /** null = closed. */
  gratuity: Pick<Gratuity, 'id' | 'name'> | null;
  onClose: () => void;
}

export function DeleteGratuityDialog({ gratuity, onClose }: DeleteGratuityDialogProps) {
  const { t } = useTranslation('gratuities');
  const remove = useDeleteGratuity();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);

  const confirm = () => {
    if (!gratuity) return;
    removeOnce(gratuity.id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describeGratuityFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };

  return (
    <Modal
      opened={gratuity !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.message', { name: gratuity?.name ?? '' })}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t('deleteDialog.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

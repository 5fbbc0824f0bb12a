import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeletePromo } from '../api/delete-promo';
import { describePromoFailure } from '../promo-messages';

interface DeletePromoDialogProps {
  /** null = closed. */
  promo: { id: number; name: string } | null;
  onClose: () => void;
}

export function DeletePromoDialog({ promo, onClose }: DeletePromoDialogProps) {
  const { t } = useTranslation('promos');
  const remove = useDeletePromo();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);
  const confirm = () => {
    if (!promo) return;
    removeOnce(promo.id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describePromoFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };
  return (
    <Modal
      opened={promo !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.message', { name: promo?.name ?? '' })}
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

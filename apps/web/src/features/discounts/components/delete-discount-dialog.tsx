import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeleteDiscount } from '../api/delete-discount';
import type { DiscountKey } from '@backoffice/contracts/discounts';
import { describeDiscountFailure } from '../discount-messages';

interface DeleteDiscountDialogProps {
  /** null = closed. */
  discount: DiscountKey | null;
  onClose: () => void;
}

export function DeleteDiscountDialog({ discount, onClose }: DeleteDiscountDialogProps) {
  const { t } = useTranslation('discounts');
  const remove = useDeleteDiscount();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);

  const confirm = () => {
    if (!discount) return;
    removeOnce(discount, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describeDiscountFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };

  return (
    <Modal
      opened={discount !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.message', { name: discount?.name ?? '' })}
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

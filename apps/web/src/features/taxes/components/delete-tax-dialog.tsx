import type { Tax } from '@backoffice/contracts/taxes';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeleteTax } from '../api/delete-tax';
import { describeTaxFailure } from '../tax-messages';

interface DeleteTaxDialogProps {
  /** null = closed. */
  tax: Pick<Tax, 'id' | 'name'> | null;
  onClose: () => void;
}

export function DeleteTaxDialog({ tax, onClose }: DeleteTaxDialogProps) {
  const { t } = useTranslation('taxes');
  const remove = useDeleteTax();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);

  const confirm = () => {
    if (!tax) return;
    removeOnce(tax.id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describeTaxFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };

  return (
    <Modal
      opened={tax !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.message', { name: tax?.name ?? '' })}
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

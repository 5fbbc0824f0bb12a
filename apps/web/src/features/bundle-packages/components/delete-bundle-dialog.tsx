import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeleteBundle } from '../api/delete-bundle';
import { describeBundleFailure } from '../bundle-messages';

interface DeleteBundleDialogProps {
  /** null = closed. */
  bundle: { id: number; name: string } | null;
  onClose: () => void;
}

export function DeleteBundleDialog({ bundle, onClose }: DeleteBundleDialogProps) {
  const { t } = useTranslation('bundles');
  const remove = useDeleteBundle();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);
  const confirm = () => {
    if (!bundle) return;
    removeOnce(bundle.id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describeBundleFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };
  return (
    <Modal
      opened={bundle !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.message', { name: bundle?.name ?? '' })}
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

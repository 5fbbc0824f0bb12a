import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeleteModifiers } from '../api/delete-modifiers';
import { describeModifierFailure } from '../modifier-messages';

export interface DeleteTarget {
  ids: number[];
  /** The set's name when there is one. */
  name?: string;
}

interface DeleteModifiersDialogProps {
  /** null = closed. */
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting, naming the set or how many; a double-click deletes once (decision 0115). */
export function DeleteModifiersDialog({ target, onClose, onDeleted }: DeleteModifiersDialogProps) {
  const { t } = useTranslation('modifiers');
  const remove = useDeleteModifiers();
  const removeOnce = useMutateOnce(remove);
  const one = target?.ids.length === 1 && target.name !== undefined;
  const count = target?.ids.length ?? 0;

  const confirm = () => {
    if (!target) return;
    removeOnce(target.ids, {
      onSuccess: (deleted) => {
        showToast({
          kind: 'success',
          message: one ? t('toasts.deleted') : t('toasts.deletedMany', { count: deleted }),
        });
        onDeleted();
        onClose();
      },
      onError: (error) => {
        const failure = describeModifierFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };

  return (
    <Modal
      opened={target !== null}
      onClose={() => !remove.isPending && onClose()}
      title={one ? t('deleteDialog.title') : t('deleteDialog.titleMany', { count })}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {one
          ? t('deleteDialog.message', { name: target?.name ?? '' })
          : t('deleteDialog.messageMany', { count })}
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

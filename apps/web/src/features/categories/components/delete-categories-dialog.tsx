import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useDeleteCategories } from '../api/delete-categories';
import { describeCategoryFailure } from '../category-messages';

/** What is about to be deleted: one category by name, or several by count, with the items they hold. */
export interface DeleteTarget {
  ids: number[];
  /** The name when there is one category. */
  name: string | null;
  itemCount: number;
}

interface DeleteCategoriesDialogProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirmation before a delete: says what goes, and that the items stay, uncategorised. */
export function DeleteCategoriesDialog({ target, onClose, onDeleted }: DeleteCategoriesDialogProps) {
  const { t } = useTranslation('categories');
  const remove = useDeleteCategories();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);
  const many = (target?.ids.length ?? 0) > 1;
  const count = target?.ids.length ?? 0;
  const items = target?.itemCount ?? 0;

  const confirm = () => {
    if (!target) return;
    removeOnce(target.ids, {
      onSuccess: (result) => {
        showToast({
          kind: 'success',
          message: t('toasts.deleted', { count: result.deleted, items: result.uncategorised_items }),
        });
        onDeleted();
        onClose();
      },
      onError: (error) => {
        const failure = describeCategoryFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };

  return (
    <Modal
      opened={target !== null}
      onClose={() => !remove.isPending && onClose()}
      title={many ? t('deleteDialog.titleMany', { count }) : t('deleteDialog.titleOne')}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {many ? t('deleteDialog.many', { count }) : t('deleteDialog.one', { name: target?.name ?? '' })}
        </Text>
        <Text size="sm" fw={500}>
          {items === 0
            ? t(many ? 'deleteDialog.noItemsMany' : 'deleteDialog.noItems')
            : many
              ? t('deleteDialog.itemsMany', { count: items })
              : t('deleteDialog.items', { count: items })}
        </Text>
      </Stack>
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

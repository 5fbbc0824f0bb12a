import type { ItemChoice } from '@backoffice/contracts/items';
import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { type BulkAction, useBulkItems, useDeleteItem } from '../api/delete-items';
import { describeItemFailure } from '../item-messages';

export type BulkDialog = 'delete' | 'move' | 'outlets' | null;

interface BulkDialogsProps {
  dialog: BulkDialog;
  itemIds: number[];
  categories: ItemChoice[];
  outlets: readonly OutletChoice[];
  onClose: () => void;
  onDone: () => void;
}

/** The bulk actions' confirmations, each naming how many items it changes. */
export function BulkDialogs({ dialog, itemIds, categories, outlets, onClose, onDone }: BulkDialogsProps) {
  const { t } = useTranslation('items');
  const bulk = useBulkItems();
  const runOnce = useMutateOnce(bulk);
  const [category, setCategory] = useState<string | null>(null);
  const [outletIds, setOutletIds] = useState<string[]>([]);
  const count = itemIds.length;

  const run = (action: BulkAction) =>
    runOnce(action, {
      onSuccess: (result) => {
        const key = action.kind === 'delete' ? 'bulk.deleted' : 'bulk.done';
        showToast({ kind: 'success', message: t(key, { count: result.count }) });
        onDone();
      },
      onError: (error) => showToast({ kind: 'error', message: describeItemFailure(error, t).message }),
    });
  const confirm = () => {
    if (dialog === 'delete') run({ kind: 'delete', item_ids: itemIds });
    if (dialog === 'move')
      run({ kind: 'move', item_ids: itemIds, category_id: category === null ? null : Number(category) });
    if (dialog === 'outlets') run({ kind: 'outlets', item_ids: itemIds, outlet_ids: outletIds.map(Number) });
  };
  const title =
    dialog === 'delete'
      ? t('bulk.deleteTitle')
      : dialog === 'move'
        ? t('bulk.moveTitle')
        : t('bulk.outletsTitle');

  return (
    <Modal opened={dialog !== null} onClose={() => !bulk.isPending && onClose()} title={title} centered>
      <Stack gap="sm">
        {dialog === 'delete' && <Text size="sm">{t('bulk.deleteMessage', { count })}</Text>}
        {dialog === 'move' && (
          <>
            <Text size="sm">{t('bulk.moveMessage', { count })}</Text>
            <Select
              aria-label={t('bulk.moveTitle')}
              data={[
                { value: '', label: t('bulk.noCategory') },
                ...categories.map((choice) => ({ value: String(choice.id), label: choice.name })),
              ]}
              value={category ?? ''}
              onChange={(value) => setCategory(value ? value : null)}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
        {dialog === 'outlets' && (
          <>
            <Text size="sm">{t('bulk.outletsMessage', { count })}</Text>
            <Checkbox.Group value={outletIds} onChange={setOutletIds} aria-label={t('bulk.outletsTitle')}>
              <Stack gap={6}>
                {outlets.map((outlet) => (
                  <Checkbox key={outlet.id} value={String(outlet.id)} label={outlet.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={onClose} disabled={bulk.isPending} data-autofocus>
            {t('bulk.cancel')}
          </Button>
          <Button
            color={dialog === 'delete' ? 'red' : undefined}
            onClick={confirm}
            loading={bulk.isPending}
            disabled={dialog === 'outlets' && outletIds.length === 0}
          >
            {dialog === 'delete' ? t('bulk.delete') : t('bulk.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One item's delete, confirmed by its name. */
export function DeleteItemDialog({
  item,
  onClose,
}: {
  item: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('items');
  const remove = useDeleteItem();
  const removeOnce = useMutateOnce(remove);
  const confirm = () => {
    if (!item) return;
    removeOnce(item.id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describeItemFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };
  return (
    <Modal
      opened={item !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.message', { name: item?.name ?? '' })}
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

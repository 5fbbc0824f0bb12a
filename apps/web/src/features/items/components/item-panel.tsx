import type { Item } from '@backoffice/contracts/items';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useItem } from '../api/get-item';
import { useItemChoices } from '../api/item-choices';
import { useSaveItem } from '../api/save-item';
import { emptyItemForm, type ItemFormInput, itemFormFromItem, itemPayloadFromForm } from '../item-form-model';
import { describeItemFailure } from '../item-messages';
import { type ItemPanelState, leavesPanel } from '../item-panel-entry';
import { ItemForm } from './item-form';

interface ItemPanelProps {
  /** null = closed. */
  state: ItemPanelState | null;
  /** The outlets the caller manages: the ones an item can be sold at from here. */
  outlets: readonly OutletChoice[];
  onClose: () => void;
  onStay?: () => void;
}

/**
 * The item panel (create and edit) in the shared form drawer — full screen on a phone; every way out of it with
 * unsaved changes asks the leave-page guard's question.
 */
export function ItemPanel({ state, outlets, onClose, onStay }: ItemPanelProps) {
  const { t } = useTranslation('items');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editingId = shown?.mode === 'edit' ? shown.id : null;
  const detail = useItem(editingId);
  const choices = useItemChoices();

  const gone = detail.isError && describeItemFailure(detail.error, t).gone;
  useEffect(() => {
    if (!gone) return;
    showToast({ kind: 'error', message: t('errors.notFound') });
    finish();
  }, [gone, finish, t]);

  const readOnly = shown?.mode === 'edit' && detail.data !== undefined && !detail.data.can_edit;
  const title =
    shown?.mode === 'create'
      ? t('panel.createTitle')
      : readOnly
        ? t('panel.readOnlyTitle')
        : t('panel.editTitle');
  const host = {
    outlets,
    choices: choices.data,
    choicesFailed: choices.isError,
    onDone: finish,
    onCancel: onClose,
    onDirtyChange: setDirty,
  };
  return (
    <FormDrawer
      opened={drawer.opened}
      dirty={drawer.dirty}
      title={title}
      closeLabel={t('panel.close')}
      onClose={onClose}
      onExited={drawer.onExited}
      isLeaving={leavesPanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && <SaveItemForm item={null} {...host} />}
      {shown?.mode === 'edit' &&
        (detail.isPending ? (
          <ListSkeleton rows={6} />
        ) : detail.isError ? (
          <ErrorState
            message={t('panel.loadError')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : readOnly ? (
          <Alert color="gray" variant="light">
            {t('list.readOnly')}
          </Alert>
        ) : (
          <SaveItemForm item={detail.data} {...host} />
        ))}
    </FormDrawer>
  );
}

interface SaveItemFormProps {
  item: Item | null;
  outlets: readonly OutletChoice[];
  choices: Parameters<typeof ItemForm>[0]['choices'];
  choicesFailed: boolean;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function SaveItemForm({
  item,
  outlets,
  choices,
  choicesFailed,
  onDone,
  onCancel,
  onDirtyChange,
}: SaveItemFormProps) {
  const { t, i18n } = useTranslation('items');
  const save = useSaveItem();
  // A business with one outlet sells everything there: it comes chosen (decision 0021).
  const [initialValues] = useState<ItemFormInput>(() =>
    item
      ? itemFormFromItem(item, i18n.language)
      : emptyItemForm(outlets.length === 1 ? [outlets[0]!.id] : []),
  );
  return (
    <ItemForm
      initialValues={initialValues}
      outlets={outlets}
      choices={choices}
      choicesFailed={choicesFailed}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const body = itemPayloadFromForm(values, i18n.language);
        try {
          await save.mutateAsync({ id: item?.id ?? null, body });
        } catch (error) {
          const failure = describeItemFailure(error, t, body);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: item ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

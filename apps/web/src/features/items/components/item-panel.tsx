import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useItem } from '../api/get-item';
import { useItemChoices } from '../api/item-choices';
import { describeItemFailure } from '../item-messages';
import { type ItemPanelState, leavesPanel } from '../item-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const itemPanelForms = onDemand(() => import('./item-panel-forms'));

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
  usePreload(itemPanelForms);
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
      {shown?.mode === 'create' && (
        <OnDemandPart
          part={itemPanelForms}
          fallback={<ListSkeleton rows={6} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => <forms.SaveItemForm item={null} {...host} />}
        </OnDemandPart>
      )}
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
          <OnDemandPart
            part={itemPanelForms}
            fallback={<ListSkeleton rows={6} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => <forms.SaveItemForm item={detail.data} {...host} />}
          </OnDemandPart>
        ))}
    </FormDrawer>
  );
}

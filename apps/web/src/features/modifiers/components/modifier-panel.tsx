import type { Modifier } from '@backoffice/contracts/modifiers';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useModifier } from '../api/get-modifier';
import { useCreateModifier, useUpdateModifier } from '../api/save-modifier';
import {
  emptyModifierForm,
  modifierFormFromModifier,
  type ModifierFormValues,
  savePayloadFromForm,
} from '../modifier-form-model';
import { describeModifierFailure } from '../modifier-messages';
import { leavesPanel, type ModifierPanelState } from '../modifier-panel-entry';
import { AttachedItems } from './attached-items';
import { ModifierForm } from './modifier-form';

interface ModifierPanelProps {
  /** null = closed. */
  state: ModifierPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  /** Closes the panel by leaving its history entry; the leave-page guard asks first while changes are unsaved. */
  onClose: () => void;
  onStay?: () => void;
}

/** The side panel a modifier set is created or edited in; every way out with unsaved changes asks first. */
export function ModifierPanel({ state, outlets, onClose, onStay }: ModifierPanelProps) {
  const { t } = useTranslation('modifiers');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editing = shown?.mode === 'edit' ? shown.id : null;
  const detail = useModifier(editing);

  // Deleted by someone else since the list was loaded.
  const gone = detail.isError && describeModifierFailure(detail.error, t).gone;
  useEffect(() => {
    if (!gone) return;
    showToast({ kind: 'error', message: t('errors.notFound') });
    finish();
  }, [gone, finish, t]);

  return (
    <FormDrawer
      opened={drawer.opened}
      dirty={drawer.dirty}
      title={shown?.mode === 'edit' ? t('panel.editTitle') : t('panel.createTitle')}
      closeLabel={t('panel.close')}
      onClose={onClose}
      onExited={drawer.onExited}
      isLeaving={leavesPanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && (
        <CreateForm outlets={outlets} onDone={finish} onCancel={onClose} onDirtyChange={setDirty} />
      )}
      {shown?.mode === 'edit' &&
        (detail.isPending ? (
          <ListSkeleton rows={5} />
        ) : detail.isError ? (
          <ErrorState
            message={t('panel.loadError')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : (
          <EditForm
            modifier={detail.data}
            outlets={outlets}
            onDone={finish}
            onCancel={onClose}
            onDirtyChange={setDirty}
          />
        ))}
    </FormDrawer>
  );
}

interface FormHostProps {
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function useSave(onGone: () => void) {
  const { t, i18n } = useTranslation('modifiers');
  return async (
    values: ModifierFormValues,
    send: (body: ReturnType<typeof savePayloadFromForm>) => Promise<unknown>,
    done: string,
  ): Promise<Record<string, string> | undefined> => {
    try {
      await send(savePayloadFromForm(values, i18n.language));
    } catch (error) {
      const failure = describeModifierFailure(error, t);
      showToast({ kind: 'error', message: failure.message });
      if (failure.gone) onGone();
      return failure.fieldErrors;
    }
    showToast({ kind: 'success', message: done });
    onGone();
    return undefined;
  };
}

function CreateForm({ outlets, onDone, onCancel, onDirtyChange }: FormHostProps) {
  const { t } = useTranslation('modifiers');
  const create = useCreateModifier();
  const save = useSave(onDone);
  // A single Outlet is the only possible choice: it comes chosen (decision 0021).
  const [initialValues] = useState(() => emptyModifierForm(outlets?.length === 1 ? [outlets[0]!.id] : []));
  return (
    <ModifierForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={create.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={(values) => save(values, (body) => create.mutateAsync(body), t('toasts.created'))}
    />
  );
}

function EditForm({
  modifier,
  outlets,
  onDone,
  onCancel,
  onDirtyChange,
}: FormHostProps & { modifier: Modifier }) {
  const { t, i18n } = useTranslation('modifiers');
  const update = useUpdateModifier();
  const save = useSave(onDone);
  const [initialValues] = useState(() => modifierFormFromModifier(modifier, i18n.language));
  return (
    <ModifierForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={update.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={(values) =>
        save(values, (body) => update.mutateAsync({ id: modifier.id, body }), t('toasts.updated'))
      }
    >
      <AttachedItems modifier={modifier} />
    </ModifierForm>
  );
}

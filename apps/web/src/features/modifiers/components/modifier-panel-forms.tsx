import type { ModifierDetail } from '@backoffice/contracts/modifiers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useCreateModifier, useUpdateModifier } from '../api/save-modifier';
import {
  emptyModifierForm,
  modifierFormFromModifier,
  type ModifierFormValues,
  savePayloadFromForm,
} from '../modifier-form-model';
import { describeModifierFailure } from '../modifier-messages';
import { AttachedItems } from './attached-items';
import { ModifierForm } from './modifier-form';

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

export function CreateForm({ outlets, onDone, onCancel, onDirtyChange }: FormHostProps) {
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

export function EditForm({
  modifier,
  outlets,
  onDone,
  onCancel,
  onDirtyChange,
}: FormHostProps & { modifier: ModifierDetail }) {
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
      knownItems={modifier.items}
      onSubmit={(values) =>
        save(values, (body) => update.mutateAsync({ id: modifier.id, body }), t('toasts.updated'))
      }
    >
      <AttachedItems modifier={modifier} />
    </ModifierForm>
  );
}

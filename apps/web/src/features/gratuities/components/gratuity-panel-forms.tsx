import type { Gratuity } from '@backoffice/contracts/gratuities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useSaveGratuity } from '../api/save-gratuity';
import {
  isUnchangedGratuity,
  gratuityFormFromGratuity,
  gratuityPayloadFromForm,
} from '../gratuity-form-model';
import { describeGratuityFailure } from '../gratuity-messages';
import { emptyGratuityForm, GratuityForm, gratuityFormInput } from './gratuity-form';

interface GratuityFormHostProps {
  /** null = a new Gratuity. */
  gratuity: Gratuity | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function GratuityFormHost({
  gratuity,
  outlets,
  onDone,
  onCancel,
  onDirtyChange,
}: GratuityFormHostProps) {
  const { t, i18n } = useTranslation('gratuities');
  const save = useSaveGratuity();
  const [initialValues] = useState(() => {
    if (gratuity) return gratuityFormInput(gratuityFormFromGratuity(gratuity), i18n.language);
    // A single Outlet is the only possible choice: it comes chosen (decision 0021).
    return outlets?.length === 1 ? { ...emptyGratuityForm, outlet_ids: [outlets[0]!.id] } : emptyGratuityForm;
  });
  return (
    <GratuityForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const body = gratuityPayloadFromForm(values);
        if (gratuity && isUnchangedGratuity(gratuity, body)) {
          onDone();
          return undefined;
        }
        try {
          await save.mutateAsync({ id: gratuity?.id ?? null, body });
        } catch (error) {
          const failure = describeGratuityFailure(error, t);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: gratuity ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

import type { Bundle } from '@backoffice/contracts/bundle-packages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useSaveBundle } from '../api/save-bundle';
import {
  bundleFormFromBundle,
  type BundleFormValues,
  bundlePayloadFromForm,
  emptyBundleForm,
} from '../bundle-form-model';
import { describeBundleFailure } from '../bundle-messages';
import { BundleForm } from './bundle-form';

interface SaveBundleFormProps {
  /** null = a new bundle. */
  bundle: Bundle | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function SaveBundleForm({ bundle, outlets, onDone, onCancel, onDirtyChange }: SaveBundleFormProps) {
  const { t } = useTranslation('bundles');
  const save = useSaveBundle();
  // A single outlet is the only possible choice: it comes chosen (decision 0021).
  const [initialValues] = useState<BundleFormValues>(() =>
    bundle
      ? bundleFormFromBundle(bundle)
      : outlets?.length === 1
        ? { ...emptyBundleForm, outlet_ids: [outlets[0]!.id] }
        : emptyBundleForm,
  );
  return (
    <BundleForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ id: bundle?.id ?? null, body: bundlePayloadFromForm(values) });
        } catch (error) {
          const failure = describeBundleFailure(error, t);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: bundle ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

import type { Bundle } from '@backoffice/contracts/bundle-packages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useBundle } from '../api/get-bundle';
import { useSaveBundle } from '../api/save-bundle';
import {
  bundleFormFromBundle,
  type BundleFormValues,
  bundlePayloadFromForm,
  emptyBundleForm,
} from '../bundle-form-model';
import { describeBundleFailure } from '../bundle-messages';
import { type BundlePanelState, leavesBundlePanel } from '../bundle-panel-entry';
import { BundleForm } from './bundle-form';

interface BundlePanelProps {
  /** null = closed. */
  state: BundlePanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onStay?: () => void;
}

/** The side panel a bundle is created or edited in; every way out with unsaved changes asks first. */
export function BundlePanel({ state, outlets, onClose, onStay }: BundlePanelProps) {
  const { t } = useTranslation('bundles');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editingId = shown?.mode === 'edit' ? shown.id : null;
  const detail = useBundle(editingId);

  const gone = detail.isError && describeBundleFailure(detail.error, t).gone;
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
      isLeaving={leavesBundlePanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && (
        <SaveBundleForm
          bundle={null}
          outlets={outlets}
          onDone={finish}
          onCancel={onClose}
          onDirtyChange={setDirty}
        />
      )}
      {shown?.mode === 'edit' &&
        (detail.isPending ? (
          <ListSkeleton rows={4} />
        ) : detail.isError ? (
          <ErrorState
            message={t('panel.loadError')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : (
          <SaveBundleForm
            bundle={detail.data}
            outlets={outlets}
            onDone={finish}
            onCancel={onClose}
            onDirtyChange={setDirty}
          />
        ))}
    </FormDrawer>
  );
}

interface SaveBundleFormProps {
  /** null = a new bundle. */
  bundle: Bundle | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function SaveBundleForm({ bundle, outlets, onDone, onCancel, onDirtyChange }: SaveBundleFormProps) {
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

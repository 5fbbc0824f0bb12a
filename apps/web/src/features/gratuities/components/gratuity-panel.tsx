import type { Gratuity } from '@backoffice/contracts/gratuities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useGratuity } from '../api/get-gratuity';
import { useSaveGratuity } from '../api/save-gratuity';
import {
  isUnchangedGratuity,
  gratuityFormFromGratuity,
  gratuityPayloadFromForm,
} from '../gratuity-form-model';
import { describeGratuityFailure } from '../gratuity-messages';
import { leavesPanel, type GratuityPanelState } from '../gratuity-panel-entry';
import { emptyGratuityForm, GratuityForm, gratuityFormInput } from './gratuity-form';

interface GratuityPanelProps {
  /** null = closed. */
  state: GratuityPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onStay?: () => void;
}

/** Side panel for creating and editing a Gratuity; every way out with unsaved changes asks first. */
export function GratuityPanel({ state, outlets, onClose, onStay }: GratuityPanelProps) {
  const { t } = useTranslation('gratuities');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editing = shown?.mode === 'edit' ? shown.id : null;
  const detail = useGratuity(editing);

  const gone = detail.isError && describeGratuityFailure(detail.error, t).gone;
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
        <GratuityFormHost
          gratuity={null}
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
          <GratuityFormHost
            gratuity={detail.data}
            outlets={outlets}
            onDone={finish}
            onCancel={onClose}
            onDirtyChange={setDirty}
          />
        ))}
    </FormDrawer>
  );
}

interface GratuityFormHostProps {
  /** null = a new Gratuity. */
  gratuity: Gratuity | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function GratuityFormHost({ gratuity, outlets, onDone, onCancel, onDirtyChange }: GratuityFormHostProps) {
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

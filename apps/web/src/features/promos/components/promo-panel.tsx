import type { Promo } from '@backoffice/contracts/promos';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { usePromo } from '../api/get-promo';
import { useSavePromo } from '../api/save-promo';
import {
  emptyPromoForm,
  promoFormFromPromo,
  type PromoFormInput,
  promoPayloadFromForm,
} from '../promo-form-model';
import { describePromoFailure } from '../promo-messages';
import { leavesPromoPanel, type PromoPanelState } from '../promo-panel-entry';
import { PromoDetails } from './promo-details';
import { PromoForm } from './promo-form';

interface PromoPanelProps {
  /** null = closed. */
  state: PromoPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onStay?: () => void;
  /** Delete asked from a promotion shown read-only (another kind): the page's confirmation takes over. */
  onDelete: (promo: Promo) => void;
}

/** The side panel a promotion is created, edited or read in; every way out with unsaved changes asks first. */
export function PromoPanel({ state, outlets, onClose, onStay, onDelete }: PromoPanelProps) {
  const { t } = useTranslation('promos');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editingId = shown?.mode === 'edit' ? shown.id : null;
  const detail = usePromo(editingId);

  const gone = detail.isError && describePromoFailure(detail.error, t).gone;
  useEffect(() => {
    if (!gone) return;
    showToast({ kind: 'error', message: t('errors.notFound') });
    finish();
  }, [gone, finish, t]);

  const readOnly = detail.data !== undefined && !detail.data.can_edit;
  const title =
    shown?.mode === 'create'
      ? t('panel.createTitle')
      : readOnly
        ? t('panel.viewTitle')
        : t('panel.editTitle');

  return (
    <FormDrawer
      opened={drawer.opened}
      dirty={drawer.dirty}
      title={title}
      closeLabel={t('panel.close')}
      onClose={onClose}
      onExited={drawer.onExited}
      isLeaving={leavesPromoPanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && (
        <SavePromoForm
          promo={null}
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
        ) : readOnly ? (
          <PromoDetails
            promo={detail.data}
            outlets={outlets}
            onClose={onClose}
            onDelete={() => {
              onDelete(detail.data);
              onClose();
            }}
          />
        ) : (
          <SavePromoForm
            promo={detail.data}
            outlets={outlets}
            onDone={finish}
            onCancel={onClose}
            onDirtyChange={setDirty}
          />
        ))}
    </FormDrawer>
  );
}

interface SavePromoFormProps {
  /** null = a new promotion. */
  promo: Promo | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function SavePromoForm({ promo, outlets, onDone, onCancel, onDirtyChange }: SavePromoFormProps) {
  const { t } = useTranslation('promos');
  const save = useSavePromo();
  // A single outlet is the only possible choice: it comes chosen (decision 0021).
  const [initialValues] = useState<PromoFormInput>(() =>
    promo
      ? promoFormFromPromo(promo)
      : outlets?.length === 1
        ? { ...emptyPromoForm, outlet_ids: [outlets[0]!.id] }
        : emptyPromoForm,
  );
  return (
    <PromoForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ id: promo?.id ?? null, body: promoPayloadFromForm(values) });
        } catch (error) {
          const failure = describePromoFailure(error, t);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: promo ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

import type { TaxDetail } from '@backoffice/contracts/taxes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useTax } from '../api/get-tax';
import { useSaveTax } from '../api/save-tax';
import { isUnchangedTax, taxFormFromTax, taxPayloadFromForm } from '../tax-form-model';
import { describeTaxFailure } from '../tax-messages';
import { leavesPanel, type TaxPanelState } from '../tax-panel-entry';
import { emptyTaxForm, TaxForm, taxFormInput } from './tax-form';

interface TaxPanelProps {
  /** null = closed. */
  state: TaxPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onStay?: () => void;
}

/** Side panel for creating and editing a Tax; every way out with unsaved changes asks first. */
export function TaxPanel({ state, outlets, onClose, onStay }: TaxPanelProps) {
  const { t } = useTranslation('taxes');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editing = shown?.mode === 'edit' ? shown.id : null;
  const detail = useTax(editing);

  const gone = detail.isError && describeTaxFailure(detail.error, t).gone;
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
        <TaxFormHost
          tax={null}
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
          <TaxFormHost
            tax={detail.data}
            outlets={outlets}
            onDone={finish}
            onCancel={onClose}
            onDirtyChange={setDirty}
          />
        ))}
    </FormDrawer>
  );
}

interface TaxFormHostProps {
  /** null = a new Tax. */
  tax: TaxDetail | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function TaxFormHost({ tax, outlets, onDone, onCancel, onDirtyChange }: TaxFormHostProps) {
  const { t, i18n } = useTranslation('taxes');
  const save = useSaveTax();
  const [initialValues] = useState(() => {
    if (tax) return taxFormInput(taxFormFromTax(tax), i18n.language);
    // A single Outlet is the only possible choice: it comes chosen (decision 0021).
    return outlets?.length === 1 ? { ...emptyTaxForm, outlet_ids: [outlets[0]!.id] } : emptyTaxForm;
  });
  return (
    <TaxForm
      initialValues={initialValues}
      knownItems={tax?.items ?? []}
      outlets={outlets}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const body = taxPayloadFromForm(values);
        if (tax && isUnchangedTax(tax, body)) {
          onDone();
          return undefined;
        }
        try {
          await save.mutateAsync({ id: tax?.id ?? null, body });
        } catch (error) {
          const failure = describeTaxFailure(error, t);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: tax ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

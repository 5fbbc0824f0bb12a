import type { SalesType } from '@backoffice/contracts/sales-types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { showToast } from '../../../components/ui/toasts';
import { useSalesType } from '../api/get-sales-type';
import { useCreateSalesType, useUpdateSalesType } from '../api/save-sales-type';
import { describeSalesTypeFailure, type SalesTypeFormErrors } from '../sales-type-messages';
import { leavesSalesTypePanel, type SalesTypePanelState } from '../sales-type-panel-entry';
import { SalesTypeForm, type SalesTypeFormValues } from './sales-type-form';

interface SalesTypePanelProps {
  /** null = closed. */
  state: SalesTypePanelState | null;
  nameOf: (outletId: number) => string;
  onClose: () => void;
  onStay?: () => void;
}

/** The side panel a Sales type is created or edited in; every way out with unsaved changes asks first. */
export function SalesTypePanel({ state, nameOf, onClose, onStay }: SalesTypePanelProps) {
  const { t } = useTranslation('salesTypes');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const detail = useSalesType(shown?.mode === 'edit' ? shown.id : null);

  const gone = detail.isError && describeSalesTypeFailure(detail.error, t).gone;
  useEffect(() => {
    if (!gone) return;
    showToast({ kind: 'error', message: t('errors.notFound') });
    finish();
  }, [gone, finish, t]);

  const host = { nameOf, onDone: finish, onCancel: onClose, onDirtyChange: setDirty };
  return (
    <FormDrawer
      opened={drawer.opened}
      dirty={drawer.dirty}
      title={shown?.mode === 'edit' ? t('panel.editTitle') : t('panel.createTitle')}
      closeLabel={t('panel.close')}
      onClose={onClose}
      onExited={drawer.onExited}
      isLeaving={leavesSalesTypePanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && <CreateForm {...host} />}
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
          <EditForm salesType={detail.data} {...host} />
        ))}
    </FormDrawer>
  );
}

interface HostProps {
  nameOf: (outletId: number) => string;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function useFailed(onGone: () => void) {
  const { t } = useTranslation('salesTypes');
  return (error: unknown): SalesTypeFormErrors => {
    const failure = describeSalesTypeFailure(error, t);
    showToast({ kind: 'error', message: failure.message });
    if (failure.gone) onGone();
    return failure.fieldErrors;
  };
}

const emptyForm: SalesTypeFormValues = { name: '', outlet_ids: [], is_default: false };

function CreateForm({ nameOf, onDone, onCancel, onDirtyChange }: HostProps) {
  const { t } = useTranslation('salesTypes');
  const create = useCreateSalesType();
  const failed = useFailed(onDone);
  return (
    <SalesTypeForm
      initialValues={emptyForm}
      isDefault={false}
      gratuities={[]}
      nameOf={nameOf}
      submitting={create.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync(values);
        } catch (error) {
          return failed(error);
        }
        showToast({ kind: 'success', message: t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

function sameOutlets(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

function EditForm({
  salesType,
  nameOf,
  onDone,
  onCancel,
  onDirtyChange,
}: HostProps & { salesType: SalesType }) {
  const { t } = useTranslation('salesTypes');
  const update = useUpdateSalesType();
  const failed = useFailed(onDone);
  const [initialValues] = useState<SalesTypeFormValues>(() => ({
    name: salesType.name,
    outlet_ids: salesType.outlet_ids,
    is_default: salesType.is_default,
  }));
  return (
    <SalesTypeForm
      initialValues={initialValues}
      isDefault={salesType.is_default}
      gratuities={salesType.gratuities}
      nameOf={nameOf}
      submitting={update.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        // Nothing to save: no request, so nothing can fail or be reported twice.
        if (
          values.name.trim() === salesType.name &&
          sameOutlets(values.outlet_ids, salesType.outlet_ids) &&
          values.is_default === salesType.is_default
        ) {
          onDone();
          return undefined;
        }
        try {
          await update.mutateAsync({ id: salesType.id, body: values });
        } catch (error) {
          return failed(error);
        }
        showToast({ kind: 'success', message: t('toasts.updated') });
        onDone();
        return undefined;
      }}
    />
  );
}

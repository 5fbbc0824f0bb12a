import type { SalesType } from '@backoffice/contracts/sales-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useCreateSalesType, useUpdateSalesType } from '../api/save-sales-type';
import { describeSalesTypeFailure, type SalesTypeFormErrors } from '../sales-type-messages';
import { SalesTypeForm, type SalesTypeFormValues } from './sales-type-form';

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

export function CreateForm({ nameOf, onDone, onCancel, onDirtyChange }: HostProps) {
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

export function EditForm({
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

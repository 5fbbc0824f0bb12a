import type { Discount } from '@backoffice/contracts/discounts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useCreateDiscount } from '../api/create-discount';
import { useDiscount } from '../api/get-discount';
import { useUpdateDiscount } from '../api/update-discount';
import {
  discountFormFromDiscount,
  type DiscountFormValues,
  discountPayloadFromForm,
} from '../discount-form-model';
import { describeDiscountFailure, type DiscountFormErrors } from '../discount-messages';
import { type DiscountPanelState, leavesPanel } from '../discount-panel-entry';
import { DiscountForm, discountFormInput, emptyDiscountForm } from './discount-form';

interface DiscountPanelProps {
  /** null = closed. */
  state: DiscountPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  /** Closes the panel by leaving its history entry; the leave-page guard asks first while changes are unsaved. */
  onClose: () => void;
  /** The merchant chose to stay when asked about unsaved changes: closing may be asked for again. */
  onStay?: () => void;
}

/**
 * Side panel for creating and editing a Discount, in the shared form drawer: every
 * way out of it with unsaved changes asks the leave-page guard's question.
 */
export function DiscountPanel({ state, outlets, onClose, onStay }: DiscountPanelProps) {
  const { t } = useTranslation('discounts');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const editing = shown?.mode === 'edit' ? shown.discount : null;
  const detail = useDiscount(editing);

  // The Discount was deleted or changed by someone else since the list was loaded.
  const gone = detail.isError && describeDiscountFailure(detail.error, t).gone;
  useEffect(() => {
    if (!gone) return;
    showToast({ kind: 'error', message: t('errors.notFound') });
    finish();
  }, [gone, finish, t]);

  const title = shown?.mode === 'edit' ? t('panel.editTitle') : t('panel.createTitle');
  return (
    <FormDrawer
      opened={drawer.opened}
      dirty={drawer.dirty}
      title={title}
      closeLabel={t('panel.close')}
      onClose={onClose}
      onExited={drawer.onExited}
      isLeaving={leavesPanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && (
        <CreateDiscountForm outlets={outlets} onDone={finish} onCancel={onClose} onDirtyChange={setDirty} />
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
          <EditDiscountForm
            discount={detail.data}
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

function useFailureHandler(onGone: () => void) {
  const { t } = useTranslation('discounts');
  return (error: unknown, values: DiscountFormValues): DiscountFormErrors => {
    const failure = describeDiscountFailure(error, t, values.category);
    showToast({ kind: 'error', message: failure.message });
    if (failure.gone) onGone();
    return failure.fieldErrors;
  };
}

/** The same Discount, whatever the order of its Outlets and the spaces around its name. */
function isUnchanged(discount: Discount, next: ReturnType<typeof discountPayloadFromForm>): boolean {
  const before = new Set(discount.outlet_ids);
  return (
    next.name === discount.name &&
    next.type === discount.type &&
    next.amount === discount.amount &&
    next.outlet_ids.length === before.size &&
    next.outlet_ids.every((id) => before.has(id))
  );
}

function CreateDiscountForm({ outlets, onDone, onCancel, onDirtyChange }: FormHostProps) {
  const { t } = useTranslation('discounts');
  const create = useCreateDiscount();
  const failed = useFailureHandler(onDone);
  // A single Outlet is the only possible choice: it comes chosen (decision 0021).
  const [initialValues] = useState(() =>
    outlets?.length === 1 ? { ...emptyDiscountForm, outlet_ids: [outlets[0]!.id] } : emptyDiscountForm,
  );
  return (
    <DiscountForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={create.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync(discountPayloadFromForm(values));
        } catch (error) {
          return failed(error, values);
        }
        showToast({ kind: 'success', message: t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}

function EditDiscountForm({
  discount,
  outlets,
  onDone,
  onCancel,
  onDirtyChange,
}: FormHostProps & { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts');
  const update = useUpdateDiscount();
  const failed = useFailureHandler(onDone);
  const [initialValues] = useState(() =>
    discountFormInput(discountFormFromDiscount(discount), i18n.language),
  );
  return (
    <DiscountForm
      initialValues={initialValues}
      outlets={outlets}
      submitting={update.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const next = discountPayloadFromForm(values);
        // Nothing to save: no request, so nothing can fail or be reported twice.
        if (isUnchanged(discount, next)) {
          onDone();
          return undefined;
        }
        const kept = new Set(next.outlet_ids);
        try {
          await update.mutateAsync({
            original_name: discount.name,
            original_type: discount.type,
            original_amount: discount.amount,
            name: next.name,
            type: next.type,
            amount: next.amount,
            updated_outlet_ids: next.outlet_ids,
            deleted_outlet_ids: discount.outlet_ids.filter((id) => !kept.has(id)),
          });
        } catch (error) {
          return failed(error, values);
        }
        showToast({ kind: 'success', message: t('toasts.updated') });
        onDone();
        return undefined;
      }}
    />
  );
}

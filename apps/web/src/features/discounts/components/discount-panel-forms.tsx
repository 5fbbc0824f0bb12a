import type { Discount } from '@backoffice/contracts/discounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useCreateDiscount } from '../api/create-discount';
import { useUpdateDiscount } from '../api/update-discount';
import {
  discountFormFromDiscount,
  type DiscountFormValues,
  discountPayloadFromForm,
} from '../discount-form-model';
import { describeDiscountFailure, type DiscountFormErrors } from '../discount-messages';
import { DiscountForm, discountFormInput, emptyDiscountForm } from './discount-form';

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

export function CreateDiscountForm({ outlets, onDone, onCancel, onDirtyChange }: FormHostProps) {
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

export function EditDiscountForm({
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

import type { Category } from '@backoffice/contracts/categories';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useCreateCategory, useUpdateCategory } from '../api/save-category';
import { type CategoryFormErrors, describeCategoryFailure } from '../category-messages';
import { CategoryForm, type CategoryFormValues, categoryPayload, emptyCategoryForm } from './category-form';

interface HostProps {
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function useFailed(onGone: () => void) {
  const { t } = useTranslation('categories');
  return (error: unknown): CategoryFormErrors => {
    const failure = describeCategoryFailure(error, t);
    showToast({ kind: 'error', message: failure.message });
    if (failure.gone) onGone();
    return failure.fieldErrors;
  };
}

export function CreateForm({ onDone, onCancel, onDirtyChange }: HostProps) {
  const { t } = useTranslation('categories');
  const create = useCreateCategory();
  const failed = useFailed(onDone);
  return (
    <CategoryForm
      initialValues={emptyCategoryForm}
      submitting={create.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync(categoryPayload(values));
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

export function EditForm({ category, onDone, onCancel, onDirtyChange }: HostProps & { category: Category }) {
  const { t } = useTranslation('categories');
  const update = useUpdateCategory();
  const failed = useFailed(onDone);
  const [initialValues] = useState<CategoryFormValues>(() => ({
    name: category.name,
    color: category.color ?? '',
  }));
  return (
    <CategoryForm
      initialValues={initialValues}
      submitting={update.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const body = categoryPayload(values);
        const color = body.color?.trim().toUpperCase() ?? null;
        // Nothing to save: no request, so nothing can fail or be reported twice.
        if (body.name.trim() === category.name && color === category.color) {
          onDone();
          return undefined;
        }
        try {
          await update.mutateAsync({ id: category.id, body });
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

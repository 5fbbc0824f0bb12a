import type { Category } from '@backoffice/contracts/categories';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { showToast } from '../../../components/ui/toasts';
import { useCategory } from '../api/get-category';
import { useCreateCategory, useUpdateCategory } from '../api/save-category';
import { type CategoryFormErrors, describeCategoryFailure } from '../category-messages';
import { type CategoryPanelState, leavesCategoryPanel } from '../category-panel-entry';
import { CategoryForm, type CategoryFormValues, categoryPayload, emptyCategoryForm } from './category-form';

interface CategoryPanelProps {
  /** null = closed. */
  state: CategoryPanelState | null;
  onClose: () => void;
  onStay?: () => void;
}

/** The side panel a Category is created or edited in; every way out with unsaved changes asks first. */
export function CategoryPanel({ state, onClose, onStay }: CategoryPanelProps) {
  const { t } = useTranslation('categories');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const detail = useCategory(shown?.mode === 'edit' ? shown.id : null);

  // Deleted by someone else since the list was loaded.
  const gone = detail.isError && describeCategoryFailure(detail.error, t).gone;
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
      isLeaving={leavesCategoryPanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && <CreateForm onDone={finish} onCancel={onClose} onDirtyChange={setDirty} />}
      {shown?.mode === 'edit' &&
        (detail.isPending ? (
          <ListSkeleton rows={3} />
        ) : detail.isError ? (
          <ErrorState
            message={t('panel.loadError')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : (
          <EditForm category={detail.data} onDone={finish} onCancel={onClose} onDirtyChange={setDirty} />
        ))}
    </FormDrawer>
  );
}

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

function CreateForm({ onDone, onCancel, onDirtyChange }: HostProps) {
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

function EditForm({ category, onDone, onCancel, onDirtyChange }: HostProps & { category: Category }) {
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

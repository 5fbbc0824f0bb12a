import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import { showToast } from '../../../components/ui/toasts';
import { useCategory } from '../api/get-category';
import { describeCategoryFailure } from '../category-messages';
import { type CategoryPanelState, leavesCategoryPanel } from '../category-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const categoryPanelForms = onDemand(() => import('./category-panel-forms'));

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
  usePreload(categoryPanelForms);
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
      {shown?.mode === 'create' && (
        <OnDemandPart
          part={categoryPanelForms}
          fallback={<ListSkeleton rows={3} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => <forms.CreateForm onDone={finish} onCancel={onClose} onDirtyChange={setDirty} />}
        </OnDemandPart>
      )}
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
          <OnDemandPart
            part={categoryPanelForms}
            fallback={<ListSkeleton rows={3} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => (
              <forms.EditForm
                category={detail.data}
                onDone={finish}
                onCancel={onClose}
                onDirtyChange={setDirty}
              />
            )}
          </OnDemandPart>
        ))}
    </FormDrawer>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import { showToast } from '../../../components/ui/toasts';
import { useSalesType } from '../api/get-sales-type';
import { describeSalesTypeFailure } from '../sales-type-messages';
import { leavesSalesTypePanel, type SalesTypePanelState } from '../sales-type-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const salesTypePanelForms = onDemand(() => import('./sales-type-panel-forms'));

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
  usePreload(salesTypePanelForms);
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
      {shown?.mode === 'create' && (
        <OnDemandPart
          part={salesTypePanelForms}
          fallback={<ListSkeleton rows={4} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => <forms.CreateForm {...host} />}
        </OnDemandPart>
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
          <OnDemandPart
            part={salesTypePanelForms}
            fallback={<ListSkeleton rows={4} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => <forms.EditForm salesType={detail.data} {...host} />}
          </OnDemandPart>
        ))}
    </FormDrawer>
  );
}

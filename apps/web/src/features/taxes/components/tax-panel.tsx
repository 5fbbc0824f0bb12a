import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useTax } from '../api/get-tax';
import { describeTaxFailure } from '../tax-messages';
import { leavesPanel, type TaxPanelState } from '../tax-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const taxPanelForms = onDemand(() => import('./tax-panel-forms'));

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
  usePreload(taxPanelForms);
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
        <OnDemandPart
          part={taxPanelForms}
          fallback={<ListSkeleton rows={4} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => (
            <forms.TaxFormHost
              tax={null}
              outlets={outlets}
              onDone={finish}
              onCancel={onClose}
              onDirtyChange={setDirty}
            />
          )}
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
            part={taxPanelForms}
            fallback={<ListSkeleton rows={4} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => (
              <forms.TaxFormHost
                tax={detail.data}
                outlets={outlets}
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

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useGratuity } from '../api/get-gratuity';
import { describeGratuityFailure } from '../gratuity-messages';
import { leavesPanel, type GratuityPanelState } from '../gratuity-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const gratuityPanelForms = onDemand(() => import('./gratuity-panel-forms'));

interface GratuityPanelProps {
  /** null = closed. */
  state: GratuityPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onStay?: () => void;
}

/** Side panel for creating and editing a Gratuity; every way out with unsaved changes asks first. */
export function GratuityPanel({ state, outlets, onClose, onStay }: GratuityPanelProps) {
  const { t } = useTranslation('gratuities');
  const drawer = useFormDrawer(state, onClose);
  usePreload(gratuityPanelForms);
  const { shown, finish, setDirty } = drawer;
  const editing = shown?.mode === 'edit' ? shown.id : null;
  const detail = useGratuity(editing);

  const gone = detail.isError && describeGratuityFailure(detail.error, t).gone;
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
          part={gratuityPanelForms}
          fallback={<ListSkeleton rows={4} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => (
            <forms.GratuityFormHost
              gratuity={null}
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
            part={gratuityPanelForms}
            fallback={<ListSkeleton rows={4} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => (
              <forms.GratuityFormHost
                gratuity={detail.data}
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

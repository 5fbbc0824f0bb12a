import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useBundle } from '../api/get-bundle';
import { describeBundleFailure } from '../bundle-messages';
import { type BundlePanelState, leavesBundlePanel } from '../bundle-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const bundlePanelForms = onDemand(() => import('./bundle-panel-forms'));

interface BundlePanelProps {
  /** null = closed. */
  state: BundlePanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onStay?: () => void;
}

/** The side panel a bundle is created or edited in; every way out with unsaved changes asks first. */
export function BundlePanel({ state, outlets, onClose, onStay }: BundlePanelProps) {
  const { t } = useTranslation('bundles');
  const drawer = useFormDrawer(state, onClose);
  usePreload(bundlePanelForms);
  const { shown, finish, setDirty } = drawer;
  const editingId = shown?.mode === 'edit' ? shown.id : null;
  const detail = useBundle(editingId);

  const gone = detail.isError && describeBundleFailure(detail.error, t).gone;
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
      isLeaving={leavesBundlePanel}
      onStay={onStay}
    >
      {shown?.mode === 'create' && (
        <OnDemandPart
          part={bundlePanelForms}
          fallback={<ListSkeleton rows={4} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => (
            <forms.SaveBundleForm
              bundle={null}
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
            part={bundlePanelForms}
            fallback={<ListSkeleton rows={4} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => (
              <forms.SaveBundleForm
                bundle={detail.data}
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

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useModifier } from '../api/get-modifier';
import { describeModifierFailure } from '../modifier-messages';
import { leavesPanel, type ModifierPanelState } from '../modifier-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const modifierPanelForms = onDemand(() => import('./modifier-panel-forms'));

interface ModifierPanelProps {
  /** null = closed. */
  state: ModifierPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  /** Closes the panel by leaving its history entry; the leave-page guard asks first while changes are unsaved. */
  onClose: () => void;
  onStay?: () => void;
}

/** The side panel a modifier set is created or edited in; every way out with unsaved changes asks first. */
export function ModifierPanel({ state, outlets, onClose, onStay }: ModifierPanelProps) {
  const { t } = useTranslation('modifiers');
  const drawer = useFormDrawer(state, onClose);
  usePreload(modifierPanelForms);
  const { shown, finish, setDirty } = drawer;
  const editing = shown?.mode === 'edit' ? shown.id : null;
  const detail = useModifier(editing);

  // Deleted by someone else since the list was loaded.
  const gone = detail.isError && describeModifierFailure(detail.error, t).gone;
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
          part={modifierPanelForms}
          fallback={<ListSkeleton rows={5} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => (
            <forms.CreateForm outlets={outlets} onDone={finish} onCancel={onClose} onDirtyChange={setDirty} />
          )}
        </OnDemandPart>
      )}
      {shown?.mode === 'edit' &&
        (detail.isPending ? (
          <ListSkeleton rows={5} />
        ) : detail.isError ? (
          <ErrorState
            message={t('panel.loadError')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : (
          <OnDemandPart
            part={modifierPanelForms}
            fallback={<ListSkeleton rows={5} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => (
              <forms.EditForm
                modifier={detail.data}
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

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OnDemandPart, onDemand, usePreload } from '../../../components/ui/on-demand-part';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useDiscount } from '../api/get-discount';
import { describeDiscountFailure } from '../discount-messages';
import { type DiscountPanelState, leavesPanel } from '../discount-panel-entry';

/** The panel's forms, with `@mantine/form` and their inputs: loaded after the screen's first paint (decision 0205). */
export const discountPanelForms = onDemand(() => import('./discount-panel-forms'));

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
  usePreload(discountPanelForms);
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
        <OnDemandPart
          part={discountPanelForms}
          fallback={<ListSkeleton rows={4} />}
          errorMessage={t('panel.loadError')}
        >
          {(forms) => (
            <forms.CreateDiscountForm
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
            part={discountPanelForms}
            fallback={<ListSkeleton rows={4} />}
            errorMessage={t('panel.loadError')}
          >
            {(forms) => (
              <forms.EditDiscountForm
                discount={detail.data}
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

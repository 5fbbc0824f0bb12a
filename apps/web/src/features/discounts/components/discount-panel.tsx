import {
  type Discount,
  discountFormFromDiscount,
  type DiscountFormValues,
  discountPayloadFromForm,
} from '@backoffice/contracts/discounts';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useCreateDiscount } from '../api/create-discount';
import type { DiscountKey } from '../api/discount-keys';
import { useDiscount } from '../api/get-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { describeDiscountFailure, type DiscountFormErrors } from '../discount-messages';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { DiscountForm, emptyDiscountForm } from './discount-form';

export type DiscountPanelState = { mode: 'create' } | { mode: 'edit'; discount: DiscountKey };

interface DiscountPanelProps {
  /** null = closed. */
  state: DiscountPanelState | null;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  /** The page guards navigation while the panel holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

const PANEL_WIDTH = 480;

/** Side panel for creating and editing a Discount (spec §2, §4 "Discount panel"). */
export function DiscountPanel({ state, outlets, onClose, onDirtyChange }: DiscountPanelProps) {
  const { t } = useTranslation('discounts');
  const phone = useMediaQuery('(max-width: 48em)');
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The content stays while the drawer slides out, so it does not go blank on its way.
  const [shown, setShown] = useState<DiscountPanelState | null>(state);
  if (state !== null && state !== shown) setShown(state);
  const editing = shown?.mode === 'edit' ? shown.discount : null;
  const detail = useDiscount(editing);

  const reportDirty = useCallback(
    (value: boolean) => {
      setDirty(value);
      onDirtyChange(value);
    },
    [onDirtyChange],
  );
  const close = useCallback(() => {
    setConfirming(false);
    reportDirty(false);
    onClose();
  }, [onClose, reportDirty]);
  const requestClose = () => (dirty ? setConfirming(true) : close());

  // The Discount was deleted or changed by someone else since the list was loaded.
  const gone = detail.isError && describeDiscountFailure(detail.error, t).gone;
  useEffect(() => {
    if (!gone) return;
    showToast({ kind: 'error', message: t('errors.notFound') });
    close();
  }, [gone, close, t]);

  const title = shown?.mode === 'edit' ? t('panel.editTitle') : t('panel.createTitle');
  return (
    <>
      <Drawer
        opened={state !== null}
        onClose={requestClose}
        onExitTransitionEnd={() => setShown(null)}
        position="right"
        size={phone ? '100%' : PANEL_WIDTH}
        title={title}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
        closeButtonProps={{ 'aria-label': t('panel.close') }}
      >
        {shown?.mode === 'create' && (
          <CreateDiscountForm
            outlets={outlets}
            onDone={close}
            onCancel={requestClose}
            onDirtyChange={reportDirty}
          />
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
            <EditDiscountForm
              discount={detail.data}
              outlets={outlets}
              onDone={close}
              onCancel={requestClose}
              onDirtyChange={reportDirty}
            />
          ))}
      </Drawer>
      <DiscardChangesDialog opened={confirming} onStay={() => setConfirming(false)} onLeave={close} />
    </>
  );
}

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

function CreateDiscountForm({ outlets, onDone, onCancel, onDirtyChange }: FormHostProps) {
  const { t } = useTranslation('discounts');
  const create = useCreateDiscount();
  const failed = useFailureHandler(onDone);
  return (
    <DiscountForm
      initialValues={emptyDiscountForm}
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

function EditDiscountForm({
  discount,
  outlets,
  onDone,
  onCancel,
  onDirtyChange,
}: FormHostProps & { discount: Discount }) {
  const { t } = useTranslation('discounts');
  const update = useUpdateDiscount();
  const failed = useFailureHandler(onDone);
  return (
    <DiscountForm
      initialValues={discountFormFromDiscount(discount)}
      outlets={outlets}
      submitting={update.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const next = discountPayloadFromForm(values);
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

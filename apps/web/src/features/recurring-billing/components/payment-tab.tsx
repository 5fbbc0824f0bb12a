import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useChangePackage } from '../api/change-package';
import { useChangePaymentMethod } from '../api/change-payment-method';
import { describeRecurringFailure, translateRecurringMessage } from '../recurring-messages';
import { failedPaymentText, showsFailedBanner } from '../recurring-view';
import { BillingSummaryCard } from './billing-summary-card';
import { FailedPaymentBanner } from './failed-payment-banner';
import { ModifyBillingModal } from './modify-billing-modal';
import { PaymentMethodCard } from './payment-method-card';
import { PriceBreakdownModal } from './price-breakdown-modal';
import { useMutateOnce } from '../../../components/ui/use-submit-once';

interface PaymentTabProps {
  active: ActiveRecurring;
  /** Leaves for the gateway's page; a prop so tests can see where it would go. */
  redirect?: (url: string) => void;
  /** Reads the subscription again after a refused call ("recurring data refreshed"). */
  onRefresh: () => void;
}

/**
 * The Payment tab ("Recurring tab"): the failed-payment banner, the billing summary and the payment method.
 * 'Update now', Manage card and Change debit ask the server for the gateway's page and go there; the owner comes
 * back to this tab, where the activation feedback takes over.
 */
export function PaymentTab({
  active,
  redirect = (url) => window.location.assign(url),
  onRefresh,
}: PaymentTabProps) {
  const { t } = useTranslation('recurring');
  const [modal, setModal] = useState<'breakdown' | 'modify' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const changeMethod = useChangePaymentMethod();
  const changeMethodOnce = useMutateOnce(changeMethod);
  const changePackage = useChangePackage();
  const changePackageOnce = useMutateOnce(changePackage);
  const processing = active.status === 'PROCESSING';

  const fail = (error: unknown) => {
    showToast({ kind: 'error', message: describeRecurringFailure(error, t) });
    onRefresh();
  };

  const updateMethod = () => {
    changeMethodOnce(
      { finalAmount: active.final_amount, couponCode: active.coupon_code },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          redirect(url);
        },
        onError: fail,
      },
    );
  };

  const updating = changeMethod.isPending || leaving;
  const fallback = t('messages.failedPaymentFallback');
  return (
    <Stack gap="md">
      {processing && (
        <Alert color="blue" icon={<Loader size={16} />} data-testid="recurring-processing">
          {t('processing')}
        </Alert>
      )}
      {!processing && showsFailedBanner(active) && (
        <FailedPaymentBanner
          message={
            active.failed_payment_message
              ? translateRecurringMessage({ message: failedPaymentText(active, fallback) }, t)
              : fallback
          }
          onUpdate={updateMethod}
          updating={updating}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BillingSummaryCard
          active={active}
          onSeeDetail={() => setModal('breakdown')}
          onModify={() => setModal('modify')}
          processing={processing}
        />
        <PaymentMethodCard
          active={active}
          onChange={updateMethod}
          changing={updating}
          disabled={processing}
        />
      </SimpleGrid>
      <PriceBreakdownModal active={active} opened={modal === 'breakdown'} onClose={() => setModal(null)} />
      <ModifyBillingModal
        active={active}
        opened={modal === 'modify'}
        onClose={() => setModal(null)}
        saving={changePackage.isPending}
        onConfirm={(id) =>
          changePackageOnce(id, {
            onSuccess: ({ url }) => {
              setModal(null);
              showToast({ kind: 'success', message: t('modify.done') });
              // The answer is this page: nothing to pay now, the next billing uses the new deal.
              if (new URL(url, window.location.href).pathname !== window.location.pathname) redirect(url);
            },
            onError: fail,
          })
        }
      />
    </Stack>
  );
}

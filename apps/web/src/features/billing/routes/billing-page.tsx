import { Alert, Anchor, Stack } from '@mantine/core';
import { IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useFlags } from '../../../lib/flags/flags-context';
import { useProfile } from '../../../lib/session/get-profile';
import { useActiveRecurring } from '../../../lib/billing/get-active-recurring';
import { useBillingOverview } from '../api/get-billing-overview';
import { useBillingHistory } from '../api/list-billing-history';
import { openInvoicePdf } from '../api/open-invoice-pdf';
import { BillingHistoryTable } from '../components/billing-history-table';
import { PaymentPanel } from '../components/payment-panel';
import { PlanOverview } from '../components/plan-overview';
import { BillingBodySkeleton } from './billing-skeleton';

/** Where a business on recurring billing is sent (the recurring page's payment tab). */
export const RECURRING_PAYMENT_PATH = '/v2/settings/billing/recurring/payment';

/**
 * Regular billing ("Regular billing page", issue 15): owner only (docs/spec-notes.md, decided reading 9). With the
 * `recurring-payment` flag on, a business on recurring billing is handed to the recurring page (issue 16).
 */
export function BillingPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('title'));
  const profile = useProfile();
  const isOwner = profile.data?.is_owner ?? false;
  const overview = useBillingOverview({ enabled: isOwner });
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page, { enabled: isOwner });
  const { flags, settled } = useFlags();
  const recurringOn = flags['recurring-payment'].enabled;
  const recurring = useActiveRecurring({ enabled: isOwner && recurringOn });
  const header = <PageHeader section={t('section')} title={t('title')} />;

  // An expired business's manager is held here too (the shell's rule); billing itself is the owner's.
  if (profile.data && !isOwner)
    return (
      <>
        {header}
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('ownerOnly')}
        </Alert>
      </>
    );
  if (overview.isError)
    return (
      <>
        {header}
        <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      </>
    );
  // ACTIVE is written with the billing mode in one transaction: either says the business is on recurring billing.
  if (
    settled &&
    recurringOn &&
    (profile.data?.business.billing_mode === 'recurring' || recurring.data?.status === 'ACTIVE')
  )
    return <Navigate to={RECURRING_PAYMENT_PATH} replace />;
  // Without the subscription the Recurring tab's rules are unknown; a failed call leaves the tab as it stands.
  const recurringPending = recurringOn && recurring.isPending && !recurring.isError;
  if (!overview.data || !profile.data || !settled || recurringPending)
    return (
      <>
        {header}
        <BillingBodySkeleton />
      </>
    );

  return (
    <>
      {header}
      <Stack gap="md">
        <PlanOverview overview={overview.data} />
        <PaymentPanel
          overview={overview.data}
          businessId={profile.data.business.id}
          recurring={{ available: recurringOn, active: recurring.data ?? null }}
        />
        <BillingHistoryTable
          history={history}
          onRetry={() => void history.refetch()}
          page={page}
          onPage={setPage}
          pdfLink={(number) => (
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-label={t('history.pdfOf', { number })}
              onClick={() =>
                void openInvoicePdf(number).catch((error: unknown) =>
                  showToast({ kind: 'error', message: describeFailure(error) }),
                )
              }
            >
              <IconFileTypePdf size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
              {t('history.pdf')}
            </Anchor>
          )}
        />
      </Stack>
    </>
  );
}

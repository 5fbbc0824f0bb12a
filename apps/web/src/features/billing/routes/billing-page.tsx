import { Alert, Anchor, Stack } from '@mantine/core';
import { IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useProfile } from '../../../lib/session/get-profile';
import { useBillingOverview } from '../api/get-billing-overview';
import { useBillingHistory } from '../api/list-billing-history';
import { openInvoicePdf } from '../api/open-invoice-pdf';
import { BillingHistoryTable } from '../components/billing-history-table';
import { PaymentPanel } from '../components/payment-panel';
import { PlanOverview } from '../components/plan-overview';
import { BillingBodySkeleton } from './billing-skeleton';

/** Regular billing (spec §2 "Regular billing page", issue 15): owner only (reading note 9). */
export function BillingPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('title'));
  const profile = useProfile();
  const isOwner = profile.data?.is_owner ?? false;
  const overview = useBillingOverview({ enabled: isOwner });
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page, { enabled: isOwner });
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
  if (!overview.data || !profile.data)
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
        <PaymentPanel overview={overview.data} businessId={profile.data.business.id} />
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

import { Alert, Stack, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useFlags } from '../../../lib/flags/flags-context';
import { useProfile } from '../../../lib/session/get-profile';
import { OutletTab } from '../components/outlet-tab';
import { PaymentTab } from '../components/payment-tab';
import { recurringPath, recurringTabOf, REGULAR_BILLING_PATH } from '../recurring-paths';
import { useRecurringActivation } from '../use-recurring-activation';
import { RecurringBodySkeleton } from './recurring-skeleton';

/**
 * Recurring billing ("Recurring tab", issue 16): owner only. It hands back to the regular page when the
 * `recurring-payment` flag is off or the business is not on recurring billing — except while a switch to it is
 * PROCESSING, which this page follows to its end (decision 0100).
 */
export function RecurringPage() {
  const { t } = useTranslation('recurring');
  usePageTitle(t('title'));
  const { tabId } = useParams();
  const tab = recurringTabOf(tabId);
  const navigate = useNavigate();
  const profile = useProfile();
  const { flags, settled } = useFlags();
  const isOwner = profile.data?.is_owner ?? false;
  const flagOn = flags['recurring-payment'].enabled;
  // The gateway sends the owner back with `account_id` (decision 0099): the answer that follows is the switch's news.
  const [search] = useSearchParams();
  const [returnedFromLink] = useState(() => search.has('account_id'));
  useEffect(() => {
    if (search.has('account_id')) void navigate(recurringPath(tab), { replace: true });
  }, [search, navigate, tab]);
  const active = useRecurringActivation(isOwner && flagOn, returnedFromLink);
  const header = <PageHeader section={t('section')} title={t('title')} />;

  if (profile.data && !isOwner)
    return (
      <>
        {header}
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('ownerOnly')}
        </Alert>
      </>
    );
  if (settled && !flagOn) return <Navigate to={REGULAR_BILLING_PATH} replace />;
  if (active.isError)
    return (
      <>
        {header}
        <ErrorState onRetry={() => void active.refetch()} retrying={active.isFetching} />
      </>
    );
  if (!profile.data || !settled || active.data === undefined)
    return (
      <>
        {header}
        <RecurringBodySkeleton />
      </>
    );
  const subscription = active.data;
  const onRecurring = profile.data.business.billing_mode === 'recurring';
  // ACTIVE is set with the billing mode in one transaction, so it counts even before the profile is read again.
  if (
    !subscription ||
    subscription.status === 'INACTIVE' ||
    (subscription.status === 'FAILED' && !onRecurring)
  )
    return <Navigate to={REGULAR_BILLING_PATH} replace />;
  if (tabId !== tab) return <Navigate to={recurringPath(tab)} replace />;

  return (
    <>
      {header}
      <Stack gap="md">
        <Tabs
          value={tab}
          onChange={(value) => value && void navigate(recurringPath(recurringTabOf(value)))}
          aria-label={t('tabs.label')}
        >
          <Tabs.List>
            <Tabs.Tab value="payment">{t('tabs.payment')}</Tabs.Tab>
            <Tabs.Tab value="outlet">{t('tabs.outlet')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === 'payment' ? (
          <PaymentTab active={subscription} onRefresh={() => void active.refetch()} />
        ) : (
          <OutletTab />
        )}
      </Stack>
    </>
  );
}

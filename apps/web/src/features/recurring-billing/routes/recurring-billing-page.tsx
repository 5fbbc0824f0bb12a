import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { OutletTab } from '../components/outlet-tab';

/**
 * A stand-in for the recurring billing page (its tabs, Payment tab and redirects are built separately): it shows
 * the Outlet tab at /v2/settings/billing/recurring/outlet so that tab can be seen and tested on its own.
 */
export function RecurringBillingPage() {
  const { t } = useTranslation('recurringOutlets');
  const { tabId } = useParams();
  usePageTitle(t('heading'));
  return (
    <>
      <PageHeader title={t('heading')} />
      {tabId === 'outlet' ? <OutletTab /> : null}
    </>
  );
}

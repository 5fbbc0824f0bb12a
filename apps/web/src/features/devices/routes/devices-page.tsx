import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { DevicesPanel } from '../components/devices-panel';

/** /v2/settings/outlets/devices: the outlets' cashier devices (issue 14, docs/spec-notes.md). */
export function DevicesPage() {
  const { t } = useTranslation('devices');
  usePageTitle(t('title'));
  const outlets = useOutletList({ enabled: true });
  return (
    <>
      <PageHeader section={t('section')} title={t('title')} />
      <DevicesPanel outlets={outlets.data?.results ?? []} />
    </>
  );
}

import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetRange } from '../../../components/ui/date-range-presets';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useProfile } from '../../../lib/session/get-profile';
import { wallClockDate } from '../../../lib/time/zoned-time';
import { ComparisonTab } from '../components/comparison-tab';
import { SummaryTab } from '../components/summary-tab';

/**
 * /v2/dashboard (and the old /dashboard): Summary and Outlet Comparison. The range is the page's, so
 * switching tabs keeps it; it starts at today.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  // "Today" on the outlets' calendar (the business's first outlet, decision 0095), not the browser's.
  const zone = useProfile().data?.outlets[0]?.time_zone ?? 'Asia/Jakarta';
  const [range, setRange] = useState(() => presetRange('today', wallClockDate(new Date(), zone)));
  return (
    <>
      <PageHeader title={t('title')} />
      <Tabs defaultValue="summary" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">{t('tabs.summary')}</Tabs.Tab>
          <Tabs.Tab value="comparison">{t('tabs.comparison')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary">
          <SummaryTab range={range} timeZone={zone} onRangeChange={setRange} />
        </Tabs.Panel>
        <Tabs.Panel value="comparison">
          <ComparisonTab range={range} timeZone={zone} onRangeChange={setRange} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

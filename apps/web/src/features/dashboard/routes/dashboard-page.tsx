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
  const profile = useProfile().data;
  const zone = profile?.outlets[0]?.time_zone ?? 'Asia/Jakarta';
  // A user who reaches one outlet sees that outlet, not "All outlets" (decision 0133).
  const onlyOutlet =
    profile?.outlet_ids.length === 1
      ? profile.outlets.find((outlet) => outlet.id === profile.outlet_ids[0])
      : undefined;
  // Limited to that outlet in a business of more, there is nothing to compare: the tab is not offered. An owner
  // of a one-outlet business keeps it, with the spec's 'Feature is not available'.
  const comparable = !(onlyOutlet && (profile?.user_outlets_id.length ?? 0) > 0);
  const [range, setRange] = useState(() => presetRange('today', wallClockDate(new Date(), zone)));
  return (
    <>
      <PageHeader title={t('title')} />
      <Tabs defaultValue="summary" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">{t('tabs.summary')}</Tabs.Tab>
          {comparable && <Tabs.Tab value="comparison">{t('tabs.comparison')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="summary">
          <SummaryTab
            range={range}
            timeZone={zone}
            onRangeChange={setRange}
            onlyOutlet={onlyOutlet ? { id: onlyOutlet.id, name: onlyOutlet.name } : undefined}
          />
        </Tabs.Panel>
        {comparable && (
          <Tabs.Panel value="comparison">
            <ComparisonTab range={range} timeZone={zone} onRangeChange={setRange} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}

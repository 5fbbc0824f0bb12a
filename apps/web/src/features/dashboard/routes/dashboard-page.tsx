import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetRange } from '../../../components/ui/date-range-presets';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ComparisonTab } from '../components/comparison-tab';
import { SummaryTab } from '../components/summary-tab';

/**
 * /v2/dashboard (and the old /dashboard): Summary and Outlet Comparison (spec §2). The range is the page's, so
 * switching tabs keeps it; it starts at today.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const [range, setRange] = useState(() => presetRange('today'));
  return (
    <>
      <PageHeader title={t('title')} />
      <Tabs defaultValue="summary" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">{t('tabs.summary')}</Tabs.Tab>
          <Tabs.Tab value="comparison">{t('tabs.comparison')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary">
          <SummaryTab range={range} onRangeChange={setRange} />
        </Tabs.Panel>
        <Tabs.Panel value="comparison">
          <ComparisonTab range={range} onRangeChange={setRange} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

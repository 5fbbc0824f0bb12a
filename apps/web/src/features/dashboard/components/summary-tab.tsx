import { Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import type { DateRange } from '../../../components/ui/date-range-presets';
import { ErrorState } from '../../../components/ui/error-state';
import { OutletChooser } from '../../../components/ui/outlet-chooser';
import { wallClockDate } from '../../../lib/time/zoned-time';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { chartsByHour, comparisonRange, reportingRange } from '../../../components/ui/reporting-range';
import { Panel, PaymentSplit, SalesByOutlet, TopItems } from './summary-lists';
import { SummaryTiles } from './summary-tiles';

// The chart library is the page's heaviest part: it loads after the figures, in its own chunk (decision 0068).
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

/** The Summary tab: the chosen outlets (all by default) over the chosen range. */
export function SummaryTab({
  range,
  timeZone,
  onRangeChange,
  onlyOutlet,
}: {
  range: DateRange;
  /** The one outlet the user reaches: named instead of "All outlets", with nothing to choose. */
  onlyOutlet?: { id: number; name: string };
  /** The outlets' zone (the first outlet's, decision 0095): "today" and running ranges are read on its clock. */
  timeZone: string;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [outletIds, setOutletIds] = useState<number[] | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  // The moment a running range is compared up to, on the outlets' clock (the first outlet's; decision 0095): taken
  // when the range is chosen, so that the query's key holds between renders.
  const [clock, setClock] = useState(() => ({ range, now: wallClockDate(new Date(), timeZone) }));
  if (clock.range !== range) setClock({ range, now: wallClockDate(new Date(), timeZone) });
  const query = useDashboardSummary({
    outletIds,
    range: reportingRange(range),
    previous: comparisonRange(range, clock.now),
  });
  const data = query.data;
  const byHour = chartsByHour(range);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {onlyOutlet ? (
          <Group gap={6} wrap="nowrap" h={36} aria-label={t('filter.outlets')} role="group">
            <IconBuildingStore size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {onlyOutlet.name}
            </Text>
          </Group>
        ) : (
          <Button
            variant="default"
            leftSection={<IconBuildingStore size={16} />}
            onClick={() => setChoosing(true)}
            aria-label={t('filter.outlets')}
          >
            {outletIds ? t('filter.someOutlets', { count: outletIds.length }) : t('filter.allOutlets')}
          </Button>
        )}
        <DateRangePicker
          label={t('filter.dateRange')}
          value={range}
          timeZone={timeZone}
          onChange={onRangeChange}
        />
      </Group>
      <OutletChooser
        opened={choosing && !onlyOutlet}
        onClose={() => setChoosing(false)}
        selected={outletIds ?? []}
        onApply={(ids) => {
          setOutletIds(ids.length === 0 ? undefined : ids);
          setChoosing(false);
        }}
      />
      {query.isError && !data ? (
        <ErrorState message={t('error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <SummaryTiles current={data?.current} previous={data?.previous} />
          <Panel title={byHour ? t('chart.byHour') : t('chart.byDay')}>
            {data ? (
              <Suspense fallback={<Skeleton h={260} aria-hidden />}>
                <SalesChart points={data.salesTrend} byHour={byHour} />
              </Suspense>
            ) : (
              <Skeleton h={260} aria-hidden />
            )}
          </Panel>
          {/* Three across only where the outlets' table fits beside the others; below that it takes a row. */}
          <Grid gap="md">
            {(data
              ? [
                  <PaymentSplit key="payments" payments={data.paymentMethods} />,
                  <TopItems key="items" items={data.topItems} />,
                  <SalesByOutlet key="outlets" outlets={data.salesByOutlet} />,
                ]
              : [0, 1, 2].map((index) => <Skeleton key={index} h={180} aria-hidden />)
            ).map((panel, index) => (
              <Grid.Col key={index} span={index < 2 ? { base: 12, sm: 6, xl: 4 } : { base: 12, xl: 4 }}>
                {panel}
              </Grid.Col>
            ))}
          </Grid>
        </>
      )}
    </Stack>
  );
}

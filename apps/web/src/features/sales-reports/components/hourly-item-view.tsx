import { Box, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { changeOf } from '../../../components/ui/reporting-range';
import { hourlyItemReportQueryOptions } from '../api/get-hourly-item-report';
import type { ReportRequest } from '../api/report-query';
import { hourHeading, type HourlyMeasure, shownHours } from '../hourly-item-columns';
import type { ReportSort } from '../report-filters';
import { signedPercent } from './figure-text';
import { HourlyHeatMap } from './hourly-heat-map';
import { HourlyItemTable } from './hourly-item-table';
import { useHourlyFigure } from './hourly-figure';
import { ReportTableSkeleton } from './report-table';

type HourlyView = 'heatMap' | 'table';

/**
 * The heat map or the table, kept in the address (`view=table`; absent: the heat map) like the other filters
 * (docs/decisions/0235), so Back and a shared link show the same view.
 */
function useHourlyView(): [HourlyView, (next: HourlyView) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const view: HourlyView = params.get('view') === 'table' ? 'table' : 'heatMap';
  const change = (next: HourlyView) => {
    if (next === 'table') params.set('view', 'table');
    else params.delete('view');
    const search = params.toString().replace(/%2C/g, ',');
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  return [view, change];
}

export interface HourlyItemViewProps {
  measure: HourlyMeasure;
  request: ReportRequest;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort) => void;
}

/**
 * Hourly item sold / amount: items by hour of the day as a heat map or a table, through the states every report
 * has (the skeleton while loading, the error with Retry, the empty range). The hours shown run from the first to
 * the last hour anything sold in the range (see `shownHours`).
 */
export function HourlyItemView({ measure, request, sort, onSort }: HourlyItemViewProps) {
  const { t } = useTranslation('salesReports');
  const [view, setView] = useHourlyView();
  const query = useQuery(hourlyItemReportQueryOptions(request));
  const data = query.data;
  if (query.isError && (!data || query.isPlaceholderData)) {
    return (
      <Paper withBorder>
        <ErrorState message={t('error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Paper>
    );
  }
  if (!data) {
    return (
      <Paper withBorder p="xs" aria-busy="true" data-testid="report-loading">
        <ReportTableSkeleton columns={10} />
      </Paper>
    );
  }
  if (data.rows.length === 0) {
    return (
      <Paper withBorder>
        <EmptyState title={t('empty.title')} description={t('empty.help')} />
      </Paper>
    );
  }
  const hours = shownHours([...data.rows, data.total], measure);
  // The server lists the most units first; by the report's own figure reads better on Hourly item amount.
  const order = sort ?? { column: measure, direction: 'desc' as const };
  return (
    <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <HourlyTotals measure={measure} total={data.total} previousTotal={data.previousTotal} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="hourly-view">
            {t('hourly.view')}
          </Text>
          <SegmentedControl
            aria-labelledby="hourly-view"
            value={view}
            onChange={(value) => setView(value as HourlyView)}
            data={[
              { value: 'heatMap', label: t('hourly.heatMap') },
              { value: 'table', label: t('hourly.table') },
            ]}
          />
        </Stack>
      </Group>
      <Paper withBorder>
        {view === 'heatMap' ? (
          <HourlyHeatMap measure={measure} rows={data.rows} total={data.total} hours={hours} sort={order} />
        ) : (
          <HourlyItemTable
            measure={measure}
            rows={data.rows}
            total={data.total}
            previousTotal={data.previousTotal}
            hours={hours}
            sort={order}
            onSort={onSort}
          />
        )}
      </Paper>
      {hours.length < 24 && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="hours-shown">
          {t('hourly.hoursShown', {
            from: `${hourHeading(hours[0]!)}:00`,
            to: `${hourHeading(hours.at(-1)!)}:59`,
          })}
        </Text>
      )}
    </Box>
  );
}

/** The range's total, and when comparing the previous period's and the change, as the other reports' total rows. */
function HourlyTotals({
  measure,
  total,
  previousTotal,
}: {
  measure: HourlyMeasure;
  total: HourlyItemRowDto;
  previousTotal: HourlyItemRowDto | undefined;
}) {
  const { t, i18n } = useTranslation('salesReports');
  const figure = useHourlyFigure(measure);
  const change = previousTotal ? changeOf(total[measure], previousTotal[measure]) : undefined;
  return (
    <Group gap="lg" wrap="wrap" data-testid="hourly-totals">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t(measure === 'quantity' ? 'columns.sold' : 'columns.netSales')}
        </Text>
        <Text fw={700} fz="lg" data-testid="hourly-total">
          {figure(total[measure])}
        </Text>
      </Stack>
      {previousTotal && (
        <>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('table.previousTotal')}
            </Text>
            <Text fz="lg">{figure(previousTotal[measure])}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('table.change')}
            </Text>
            <Text fz="lg" data-testid="hourly-change">
              {change === undefined
                ? t('table.noChange')
                : `${change > 0 ? '+' : ''}${signedPercent(change, i18n.language)}`}
            </Text>
          </Stack>
        </>
      )}
    </Group>
  );
}

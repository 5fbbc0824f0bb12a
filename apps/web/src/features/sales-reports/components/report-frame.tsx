import { Button, Group, NativeSelect, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { REPORT_PERIODS, type ReportPeriod } from '@backoffice/contracts/sales-reports';
import { IconBuildingStore } from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { OutletChooser } from '../../../components/ui/outlet-chooser';
import { PageHeader } from '../../../components/ui/page-header';
import { type ReportFilters, withRange } from '../report-filters';
import { BUILT_SALES_REPORTS, type BuiltSalesReport, salesReportPath } from '../sales-report-paths';
import { DefinitionsPopover } from './definitions-popover';

export interface ReportFrameProps {
  report: BuiltSalesReport;
  filters: ReportFilters;
  onFiltersChange: (next: ReportFilters) => void;
  /** Another report, keeping the range, outlets, comparison and period. */
  onReportChange: (report: BuiltSalesReport) => void;
  /** The outlets' today (decision 0095). */
  today: Date;
  timeZone: string;
  /** The one outlet the user reaches: named instead of "All outlets", with nothing to choose (decision 0133). */
  onlyOutlet: { id: number; name: string } | undefined;
  /** Summary and Gross profit group by day, week or month. */
  byPeriod: boolean;
  /** The report's Export, where it has a file (decision 0231). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One frame for every sales report: its title, the reports' switch, the range with its presets, the outlets,
 * the comparison with the previous period, the period (where the report has one) and the definitions; the
 * report's figures below. The controls wrap on a narrow screen.
 */
export function ReportFrame({
  report,
  filters,
  onFiltersChange,
  onReportChange,
  today,
  timeZone,
  onlyOutlet,
  byPeriod,
  actions,
  children,
}: ReportFrameProps) {
  const { t } = useTranslation('salesReports');
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <PageHeader section={t('section')} title={t(`reports.${report}`)} />
      {/* On a phone the fourteen reports are one choice rather than a screenful of links. */}
      <NativeSelect
        hiddenFrom="sm"
        mb="md"
        label={t('reportsLabel')}
        value={report}
        data={BUILT_SALES_REPORTS.map((name) => ({ value: name, label: t(`reports.${name}`) }))}
        onChange={(event) => {
          const next = BUILT_SALES_REPORTS.find((name) => name === event.currentTarget.value);
          if (next && next !== report) onReportChange(next);
        }}
      />
      {/* The reports are addresses of their own: links, the current one marked. */}
      <Group component="nav" aria-label={t('reportsLabel')} gap={4} mb="md" wrap="wrap" visibleFrom="sm">
        {BUILT_SALES_REPORTS.map((name) => (
          <Button
            key={name}
            component="a"
            href={salesReportPath(name)}
            variant={name === report ? 'light' : 'subtle'}
            color={name === report ? undefined : 'gray'}
            aria-current={name === report ? 'page' : undefined}
            onClick={(event: MouseEvent) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (name !== report) onReportChange(name);
            }}
          >
            {t(`reports.${name}`)}
          </Button>
        ))}
      </Group>
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
              {filters.outletIds
                ? t('filter.someOutlets', { count: filters.outletIds.length })
                : t('filter.allOutlets')}
            </Button>
          )}
          <DateRangePicker
            label={t('filter.dateRange')}
            value={filters.range}
            timeZone={timeZone}
            onChange={(range) => onFiltersChange(withRange(filters, range, today))}
          />
          {byPeriod && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="sales-report-period">
                {t('filter.period')}
              </Text>
              <SegmentedControl
                aria-labelledby="sales-report-period"
                value={filters.period}
                onChange={(value) => onFiltersChange({ ...filters, period: value as ReportPeriod })}
                data={REPORT_PERIODS.map((period) => ({
                  value: period,
                  label: t(`filter.periods.${period}`),
                }))}
              />
            </Stack>
          )}
          <Switch
            label={t('filter.compare')}
            checked={filters.compare}
            onChange={(event) => onFiltersChange({ ...filters, compare: event.currentTarget.checked })}
            mb={8}
          />
          <Group ml="auto" mb={2} gap="xs" wrap="wrap">
            {actions}
            <DefinitionsPopover report={report} />
          </Group>
        </Group>
        <OutletChooser
          opened={choosing && !onlyOutlet}
          onClose={() => setChoosing(false)}
          selected={filters.outletIds ?? []}
          onApply={(ids) => {
            onFiltersChange({ ...filters, outletIds: ids.length === 0 ? undefined : ids });
            setChoosing(false);
          }}
        />
        {children}
      </Stack>
    </>
  );
}

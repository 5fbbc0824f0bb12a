import {
  exportableSalesReports,
  isPdfSalesReport,
  type ExportableSalesReport,
} from '@backoffice/contracts/export-kinds';
import type { ExportFormat } from '@backoffice/contracts/exports';
import { Button, Group, Loader } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../../components/ui/action-menu';
import { ExportsHistoryButton } from '../../../components/ui/exports/exports-history-button';
import { useExport } from '../../../components/ui/exports/use-export';
import type { ReportRequest } from '../api/report-query';

export function isExportable(report: string): report is ExportableSalesReport {
  return (exportableSalesReports as readonly string[]).includes(report);
}

/**
 * A report's Export (decision 0231): the file of what the screen shows — its range, outlets and period — written
 * by the server with the screen's rows and total row, as Excel or CSV, and as a PDF for the accountant where the
 * report is one of the four printed (decision 0265); the exports made before beside it.
 */
export function ReportExportMenu({
  report,
  request,
}: {
  report: ExportableSalesReport;
  request: ReportRequest;
}) {
  const { t, i18n } = useTranslation('salesReports');
  const { inProgress, start } = useExport();
  const busy = inProgress.has('sales-report');
  const run = (format: ExportFormat) =>
    start(
      'sales-report',
      {
        start_time: request.range.startDate.replace(' ', 'T'),
        end_time: request.range.endDate.replace(' ', 'T'),
        outlet_id: null,
        report_filters: {
          report,
          period: request.period ?? 'DAY',
          outlet_ids: request.outletIds ?? null,
          // A PDF's words are the page's language (decision 0265).
          language: i18n.language.startsWith('id') ? 'id' : 'en',
        },
      },
      format,
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionMenu
        target={
          <Button
            variant="default"
            disabled={busy}
            leftSection={
              busy ? <Loader size={14} aria-label={t('export.inProgress')} /> : <IconDownload size={16} />
            }
            rightSection={<IconChevronDown size={14} />}
          >
            {t('export.button')}
          </Button>
        }
        items={[
          { key: 'xlsx', label: t('export.xlsx'), onClick: () => run('xlsx') },
          { key: 'csv', label: t('export.csv'), onClick: () => run('csv') },
          ...(isPdfSalesReport(report)
            ? [{ key: 'pdf', label: t('export.pdf'), onClick: () => run('pdf') }]
            : []),
        ]}
      />
      <ExportsHistoryButton />
    </Group>
  );
}

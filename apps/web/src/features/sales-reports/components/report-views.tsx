import { Anchor, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { ReportPeriod, SalesFiguresDto } from '@backoffice/contracts/sales-reports';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, parseLocalDateTime } from '../../../lib/format/format-date';
import { categorySalesReportQueryOptions } from '../api/get-category-sales-report';
import { itemSalesReportQueryOptions } from '../api/get-item-sales-report';
import { paymentMethodReportQueryOptions } from '../api/get-payment-method-report';
import { salesByPeriodQueryOptions } from '../api/get-sales-by-period';
import type { ReportRequest } from '../api/report-query';
import {
  categorySalesColumns,
  grossProfitColumns,
  itemSalesColumns,
  paymentMethodColumns,
  summaryColumns,
} from '../report-columns';
import type { ReportSort } from '../report-filters';
import { transactionsDayLink, transactionsItemLink } from '../report-links';
import type { BuiltSalesReport } from '../sales-report-paths';
import { signedRupiah } from './figure-text';
import { ReportBody } from './report-body';
import { ReportTableSkeleton } from './report-table';

// The chart library loads after the figures, in its own chunk (decision 0068).
const NetSalesChart = lazy(async () => ({ default: (await import('./net-sales-chart')).NetSalesChart }));
// Modifier sales and the bill-level reports load when one is opened, so the route's first load stays within its
// budget (decision 0145).
const BillReportView = lazy(async () => ({
  default: (await import('./bill-report-view')).BillReportView,
}));
// The hourly reports' heat map and table: their own chunk, so the reports' first load stays within its budget.
const HourlyItemView = lazy(async () => ({ default: (await import('./hourly-item-view')).HourlyItemView }));

export interface ReportViewProps {
  report: BuiltSalesReport;
  request: ReportRequest;
  period: ReportPeriod;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort) => void;
}

const STANDARD_METHODS = ['CASH', 'DEBIT_CARD', 'CREDIT_CARD'] as const;
type StandardMethod = (typeof STANDARD_METHODS)[number];
const isStandardMethod = (code: string | null): code is StandardMethod =>
  code !== null && (STANDARD_METHODS as readonly string[]).includes(code);

/** A period's first day as its row names it: the day, "Week of" its Monday, or the month. */
function usePeriodLabel(period: ReportPeriod): (first: string) => string {
  const { t, i18n } = useTranslation('salesReports');
  return (first) => {
    const day = parseLocalDateTime(`${first}T00:00:00`);
    if (!day) return first;
    const date = formatDate(day, i18n.language, 'd MMM yyyy');
    // A month is its first day's date without the day ("Nov 2026", "Agt 2026").
    if (period === 'MONTH') return date.replace(/^\d+\s/, '');
    return period === 'WEEK' ? t('table.weekOf', { date }) : date;
  };
}

/** The report the address names, in the frame's body. */
export function ReportView({ report, request, period, sort, onSort }: ReportViewProps) {
  const { t } = useTranslation('salesReports');
  const periodLabel = usePeriodLabel(period);
  const byPeriodKey = (row: SalesFiguresDto) => row.period;
  // A day of the Summary or Gross profit opens the Transactions list of that day and the same outlets.
  const periodCell = (row: SalesFiguresDto) =>
    period === 'DAY' ? (
      <Anchor
        component={Link}
        to={transactionsDayLink(row.period, request.outletIds)}
        size="sm"
        title={t('table.showTransactions', { date: periodLabel(row.period) })}
        style={{ whiteSpace: 'nowrap' }}
      >
        {periodLabel(row.period)}
      </Anchor>
    ) : (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {periodLabel(row.period)}
      </Text>
    );
  // Discounts on whole bills belong to no item: said once under the table, so its total meets the Summary's
  // (decision 0240).
  const billDiscounts = (answer: { billDiscounts?: number }) =>
    answer.billDiscounts ? (
      <Text size="sm" c="dimmed" mt="xs" data-testid="bill-discounts">
        {t('billDiscounts', { amount: signedRupiah(answer.billDiscounts) })}
      </Text>
    ) : null;
  const common = { sort, onSort };
  switch (report) {
    case 'summary':
      return (
        <ReportBody
          key={report}
          {...common}
          options={salesByPeriodQueryOptions(request)}
          columns={summaryColumns}
          nameCell={(_, row) => periodCell(row)}
          rowKey={byPeriodKey}
          chart={(rows) => (
            <>
              <Title order={2} fz="md" mb="sm">
                {t('chart.title')}
              </Title>
              <Suspense fallback={<Skeleton h={240} aria-hidden />}>
                <NetSalesChart rows={rows} label={periodLabel} />
              </Suspense>
            </>
          )}
        />
      );
    case 'gross_profit':
      return (
        <ReportBody
          key={report}
          {...common}
          options={salesByPeriodQueryOptions(request)}
          columns={grossProfitColumns}
          nameCell={(_, row) => periodCell(row)}
          rowKey={byPeriodKey}
        />
      );
    case 'payment_methods':
      return (
        <ReportBody
          key={report}
          {...common}
          options={paymentMethodReportQueryOptions(request)}
          columns={paymentMethodColumns}
          nameCell={(_, row) =>
            isStandardMethod(row.code) ? (
              t(`standardMethods.${row.code}`)
            ) : (
              <span translate="no">{row.name}</span>
            )
          }
          rowKey={(row) => `${row.code ?? ''}:${row.name}`}
        />
      );
    case 'item_sales':
      return (
        <ReportBody
          key={report}
          {...common}
          options={itemSalesReportQueryOptions(request)}
          columns={itemSalesColumns}
          nameCell={(column, row) => {
            if (column.key === 'category' && row.categoryName === '') {
              return (
                <Text span size="sm" c="dimmed">
                  {t('uncategorised')}
                </Text>
              );
            }
            // An item of the catalogue opens the Transactions list of its orders (decision 0260).
            const link =
              column.key === 'item' ? transactionsItemLink(row, request.range, request.outletIds) : undefined;
            // The merchant's own names: not the page's words, not to be translated (nor read as such).
            return link ? (
              <Anchor
                component={Link}
                to={link}
                size="sm"
                translate="no"
                title={t('table.showItemTransactions', { item: row.name })}
              >
                {row.name}
              </Anchor>
            ) : (
              <span translate="no">{String(column.value(row))}</span>
            );
          }}
          rowKey={(row, index) => `${row.itemId ?? 'x'}:${row.name}:${row.variantName}:${index}`}
          footnote={billDiscounts}
        />
      );
    case 'category_sales':
      return (
        <ReportBody
          key={report}
          {...common}
          options={categorySalesReportQueryOptions(request)}
          columns={categorySalesColumns}
          nameCell={(_, row) =>
            row.categoryName === '' ? (
              <Text span size="sm" c="dimmed">
                {t('uncategorised')}
              </Text>
            ) : (
              <span translate="no">{row.categoryName}</span>
            )
          }
          rowKey={(row) => row.categoryName}
          footnote={billDiscounts}
        />
      );
    // Modifier sales and the bill-level reports: each its own file (its columns, names and notes).
    case 'modifier_sales':
    case 'discounts':
    case 'taxes':
    case 'gratuity':
    case 'staff':
    case 'server':
    case 'sales_type':
      return (
        <Suspense
          fallback={
            <Paper withBorder p="xs" aria-busy="true" data-testid="report-loading">
              <ReportTableSkeleton columns={6} />
            </Paper>
          }
        >
          <BillReportView report={report} request={request} {...common} />
        </Suspense>
      );
    case 'hourly_item/sold':
    case 'hourly_item/amount':
      return (
        <Suspense fallback={<Skeleton h={320} aria-hidden data-testid="report-loading" />}>
          <HourlyItemView
            key={report}
            {...common}
            measure={report === 'hourly_item/sold' ? 'quantity' : 'amount'}
            request={request}
          />
        </Suspense>
      );
  }
}

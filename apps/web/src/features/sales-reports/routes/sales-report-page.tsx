import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { comparisonRange, reportingRange } from '../../../components/ui/reporting-range';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useProfile } from '../../../lib/session/get-profile';
import { wallClockDate } from '../../../lib/time/zoned-time';
import type { ReportRequest } from '../api/report-query';
import { isExportable, ReportExportMenu } from '../components/report-export-menu';
import { ReportFrame } from '../components/report-frame';
import { ReportView } from '../components/report-views';
import { filtersSearch } from '../report-filters';
import { isBuiltSalesReport } from '../report-links';
import { type BuiltSalesReport, SALES_REPORTS_PATH, salesReportPath } from '../sales-report-paths';
import { useReportFilters } from '../use-report-filters';

export { SalesReportSkeleton } from './sales-report-skeleton';

/** /v2/reports/sales/<report>: the sales reports built in this edition, in one frame. */
export function SalesReportPage() {
  const { report } = useParams();
  const location = useLocation();
  // The rest of the path after the reports' own (`hourly_item/sold` has two segments).
  const fromPath = location.pathname.slice(SALES_REPORTS_PATH.length + 1).replace(/\/+$/, '');
  const name = report ?? fromPath;
  if (!isBuiltSalesReport(name)) return <Navigate to={salesReportPath('summary')} replace />;
  return <SalesReportScreen report={name} />;
}

function SalesReportScreen({ report }: { report: BuiltSalesReport }) {
  const { t } = useTranslation('salesReports');
  usePageTitle(t(`reports.${report}`));
  const navigate = useNavigate();
  const { search } = useLocation();
  // "Today" and running ranges on the outlets' calendar (the business's first outlet, decision 0095).
  const profile = useProfile().data;
  const zone = profile?.outlets[0]?.time_zone ?? 'Asia/Jakarta';
  const onlyOutlet =
    profile?.outlet_ids.length === 1
      ? profile.outlets.find((outlet) => outlet.id === profile.outlet_ids[0])
      : undefined;
  // The moment a running range is compared up to: taken when the filters change (not the order or view), so the query's
  // key holds between renders.
  const choice = search.replace(/[?&](sort|dir|view)=[^&]*/g, '');
  const [clock, setClock] = useState(() => ({ choice, now: wallClockDate(new Date(), zone) }));
  if (clock.choice !== choice) setClock({ choice, now: wallClockDate(new Date(), zone) });
  const [filters, setFilters] = useReportFilters(clock.now);
  const byPeriod = report === 'summary' || report === 'gross_profit';
  const request: ReportRequest = {
    outletIds: onlyOutlet ? [onlyOutlet.id] : filters.outletIds,
    range: reportingRange(filters.range),
    previous: filters.compare ? comparisonRange(filters.range, clock.now) : undefined,
    ...(byPeriod ? { period: filters.period } : {}),
  };
  return (
    <ReportFrame
      report={report}
      filters={filters}
      onFiltersChange={setFilters}
      onReportChange={(next) =>
        void navigate({
          pathname: salesReportPath(next),
          // The hourly reports' heat map or table holds between the two of them.
          search: filtersSearch({
            ...filters,
            sort: undefined,
            view: next.startsWith('hourly_item/') ? filters.view : undefined,
          }),
        })
      }
      today={clock.now}
      timeZone={zone}
      onlyOutlet={onlyOutlet ? { id: onlyOutlet.id, name: onlyOutlet.name } : undefined}
      byPeriod={byPeriod}
      actions={isExportable(report) ? <ReportExportMenu report={report} request={request} /> : undefined}
    >
      <ReportView
        report={report}
        request={request}
        period={filters.period}
        sort={filters.sort}
        onSort={(sort) => setFilters({ ...filters, sort })}
      />
    </ReportFrame>
  );
}

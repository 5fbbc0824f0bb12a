import type { StaffRowDto } from '@backoffice/contracts/sales-reports';
import { useTranslation } from 'react-i18next';
import { serverReportQueryOptions } from '../api/get-server-report';
import { staffReportQueryOptions } from '../api/get-staff-report';
import { cashierColumns, serverColumns } from '../bill-report-columns';
import { NoneName, type ReportPartProps } from './name-cells';
import { ReportBody } from './report-body';

/** A person's row: their name, or "Unassigned" for the bills nobody was recorded on. */
function PersonName({ row }: { row: StaffRowDto }) {
  const { t } = useTranslation('salesReports');
  return row.userId === null ? (
    <NoneName>{t('unassigned')}</NoneName>
  ) : (
    // A person's name on one line: the figures beside it are what the row is read for.
    <span translate="no" style={{ whiteSpace: 'nowrap' }}>
      {row.name}
    </span>
  );
}

const personKey = (row: StaffRowDto) => `${row.userId ?? 'none'}`;

/** Staff: per cashier, each refund, void and cancellation under who made it (decision 0245). */
export function StaffView({ request, sort, onSort }: ReportPartProps) {
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={staffReportQueryOptions(request)}
      columns={cashierColumns}
      nameCell={(_, row) => <PersonName row={row} />}
      rowKey={personKey}
    />
  );
}

/** Server: per waiter who opened the bill, everything of their bills under them (decision 0245). */
export function ServerView({ request, sort, onSort }: ReportPartProps) {
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={serverReportQueryOptions(request)}
      columns={serverColumns}
      nameCell={(_, row) => <PersonName row={row} />}
      rowKey={personKey}
    />
  );
}

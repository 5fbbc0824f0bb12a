import { useTranslation } from 'react-i18next';
import { salesTypeReportQueryOptions } from '../api/get-sales-type-report';
import { salesTypeColumns } from '../bill-report-columns';
import { MerchantName, NoneName, type ReportPartProps } from './name-cells';
import { ReportBody } from './report-body';

/** Sales type: per sales type of the bill; the bills without one as "No sales type". */
export function SalesTypeView({ request, sort, onSort }: ReportPartProps) {
  const { t } = useTranslation('salesReports');
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={salesTypeReportQueryOptions(request)}
      columns={salesTypeColumns}
      nameCell={(_, row) =>
        row.salesTypeId === null ? (
          <NoneName>{t('noSalesType')}</NoneName>
        ) : (
          <MerchantName>{row.name}</MerchantName>
        )
      }
      rowKey={(row) => `${row.salesTypeId ?? 'none'}`}
    />
  );
}

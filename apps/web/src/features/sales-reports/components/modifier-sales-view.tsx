import { modifierSalesReportQueryOptions } from '../api/get-modifier-sales-report';
import { modifierSalesColumns } from '../bill-report-columns';
import { MerchantName, type ReportPartProps } from './name-cells';
import { ReportBody } from './report-body';

/** Modifier sales: per modifier and option as the bill named them. */
export function ModifierSalesView({ request, sort, onSort }: ReportPartProps) {
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={modifierSalesReportQueryOptions(request)}
      columns={modifierSalesColumns}
      nameCell={(column, row) => <MerchantName>{String(column.value(row))}</MerchantName>}
      rowKey={(row) => `${row.modifierName}:${row.optionName}`}
    />
  );
}

import type { BuiltSalesReport } from '../sales-report-paths';
import { DiscountView } from './discount-view';
import { ModifierSalesView } from './modifier-sales-view';
import type { ReportPartProps } from './name-cells';
import { SalesTypeView } from './sales-type-view';
import { ServerView, StaffView } from './staff-views';
import { GratuityView, TaxView } from './tax-views';

/** The reports this module shows (report-views.tsx loads it when one of them is opened). */
export const BILL_REPORTS = [
  'modifier_sales',
  'discounts',
  'taxes',
  'gratuity',
  'staff',
  'server',
  'sales_type',
] as const satisfies readonly BuiltSalesReport[];
export type BillReport = (typeof BILL_REPORTS)[number];

/** Modifier sales and the bill-level reports (decision 0245): each its own view, keyed so none shares a query. */
export function BillReportView({ report, ...props }: ReportPartProps & { report: BillReport }) {
  switch (report) {
    case 'modifier_sales':
      return <ModifierSalesView key={report} {...props} />;
    case 'discounts':
      return <DiscountView key={report} {...props} />;
    case 'taxes':
      return <TaxView key={report} {...props} />;
    case 'gratuity':
      return <GratuityView key={report} {...props} />;
    case 'staff':
      return <StaffView key={report} {...props} />;
    case 'server':
      return <ServerView key={report} {...props} />;
    case 'sales_type':
      return <SalesTypeView key={report} {...props} />;
  }
}

import type {
  DiscountRowDto,
  ModifierSalesRowDto,
  SalesTypeRowDto,
  StaffRowDto,
  TaxRowDto,
} from '@backoffice/contracts/sales-reports';
import { money, type ReportColumn } from './report-columns';

/*
 * The columns of Modifier sales and of the bill-level reports (decision 0245), apart from report-columns.ts so each
 * file stays short. Every column sorts; the figures are the contract's, the total row the server's.
 */

const count = <Row>(key: string, label: ReportColumn<Row>['label'], value: (row: Row) => number) =>
  ({ key, label, kind: 'count', value }) satisfies ReportColumn<Row>;

export const modifierSalesColumns: ReportColumn<ModifierSalesRowDto>[] = [
  { key: 'modifier', label: 'modifier', kind: 'text', value: (row) => row.modifierName },
  { key: 'option', label: 'option', kind: 'text', value: (row) => row.optionName },
  count('quantity', 'sold', (row) => row.quantity),
  money('amount', 'amount', (row) => row.amount),
  count('refundedQuantity', 'refunded', (row) => row.refundedQuantity),
  money('refunds', 'refunds', (row) => row.refunds),
  money('net', 'net', (row) => row.net),
];

/** The kind sorts by its code, which keeps each kind's rows together whatever the page's language. */
export const discountColumns: ReportColumn<DiscountRowDto>[] = [
  { key: 'kind', label: 'kind', kind: 'text', value: (row) => row.kind ?? '' },
  { key: 'name', label: 'discount', kind: 'text', value: (row) => row.name },
  count('timesApplied', 'timesApplied', (row) => row.timesApplied),
  money('amount', 'amountGiven', (row) => row.amount),
];

/** Taxes and Gratuity: per outlet and name, what a merchant files for PB1 (docs/spec-notes.md, the bill-level reports). */
function chargeColumns(
  nameLabel: 'taxName' | 'gratuityName',
  baseLabel: 'taxableAmount' | 'baseAmount',
): ReportColumn<TaxRowDto>[] {
  return [
    { key: 'outlet', label: 'outlet', kind: 'text', value: (row) => row.outletName },
    { key: 'name', label: nameLabel, kind: 'text', value: (row) => row.name },
    count('bills', 'bills', (row) => row.bills),
    money('taxableAmount', baseLabel, (row) => row.taxableAmount),
    money('amount', 'charged', (row) => row.amount),
    money('refunds', 'refunds', (row) => row.refunds),
    money('collected', 'collected', (row) => row.collected),
  ];
}

export const taxColumns = chargeColumns('taxName', 'taxableAmount');
/** A service charge's base is the bills' net sales, not a tax base: named so. */
export const gratuityColumns = chargeColumns('gratuityName', 'baseAmount');

/** Staff (per cashier) and Server (per waiter) share their rows; only the first heading differs. */
function staffColumns(nameLabel: 'cashier' | 'server'): ReportColumn<StaffRowDto>[] {
  return [
    { key: 'name', label: nameLabel, kind: 'text', value: (row) => row.name },
    count('transactions', 'transactions', (row) => row.transactions),
    money('netSales', 'netSales', (row) => row.netSales),
    money('averageBill', 'averageBill', (row) => row.averageBill),
    count('refundCount', 'refundCount', (row) => row.refundCount),
    money('refunds', 'refundAmount', (row) => row.refunds),
    count('voids', 'voids', (row) => row.voids),
    money('voidAmount', 'voidAmount', (row) => row.voidAmount),
    count('cancellations', 'cancellations', (row) => row.cancellations),
    money('cancelledAmount', 'cancelledAmount', (row) => row.cancelledAmount),
    money('discounts', 'discountsGiven', (row) => row.discounts),
  ];
}

export const cashierColumns = staffColumns('cashier');
export const serverColumns = staffColumns('server');

export const salesTypeColumns: ReportColumn<SalesTypeRowDto>[] = [
  { key: 'salesType', label: 'salesType', kind: 'text', value: (row) => row.name },
  count('transactions', 'transactions', (row) => row.transactions),
  money('netSales', 'netSales', (row) => row.netSales),
  money('gratuity', 'gratuity', (row) => row.gratuity),
];

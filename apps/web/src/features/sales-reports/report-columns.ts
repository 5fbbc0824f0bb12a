import type {
  CategorySalesRowDto,
  ItemSalesRowDto,
  PaymentMethodRowDto,
  SalesFiguresDto,
} from '@backoffice/contracts/sales-reports';
import type { salesReportsEn } from './i18n/sales-reports.en';
import type { ReportSort } from './report-filters';

export type ColumnKind = 'money' | 'count' | 'percent' | 'text' | 'period';
type ColumnLabel = keyof (typeof salesReportsEn)['columns'];

/** One column of a report: its key in the address (`sort=`), its heading, how it is shown and sorted. */
export interface ReportColumn<Row> {
  key: string;
  label: ColumnLabel;
  kind: ColumnKind;
  value: (row: Row) => number | string;
}

export const money = <Row>(
  key: string,
  label: ColumnLabel,
  value: (row: Row) => number,
): ReportColumn<Row> => ({
  key,
  label,
  kind: 'money',
  value,
});

export const summaryColumns: ReportColumn<SalesFiguresDto>[] = [
  { key: 'period', label: 'period', kind: 'period', value: (row) => row.period },
  money('grossSales', 'grossSales', (row) => row.grossSales),
  money('discounts', 'discounts', (row) => row.discounts),
  money('refunds', 'refunds', (row) => row.refunds),
  money('netSales', 'netSales', (row) => row.netSales),
  money('gratuity', 'gratuity', (row) => row.gratuity),
  money('tax', 'tax', (row) => row.tax),
  money('rounding', 'rounding', (row) => row.rounding),
  money('totalCollected', 'totalCollected', (row) => row.totalCollected),
];

export const grossProfitColumns: ReportColumn<SalesFiguresDto>[] = [
  { key: 'period', label: 'period', kind: 'period', value: (row) => row.period },
  money('netSales', 'netSales', (row) => row.netSales),
  money('costOfGoods', 'costOfGoods', (row) => row.costOfGoods),
  money('grossProfit', 'grossProfit', (row) => row.grossProfit),
  { key: 'grossMargin', label: 'grossMarginPercent', kind: 'percent', value: (row) => row.grossMargin },
];

export const paymentMethodColumns: ReportColumn<PaymentMethodRowDto>[] = [
  { key: 'method', label: 'method', kind: 'text', value: (row) => row.name },
  { key: 'transactions', label: 'transactions', kind: 'count', value: (row) => row.transactions },
  money('amount', 'amount', (row) => row.amount),
  money('refunds', 'refunds', (row) => row.refunds),
  money('net', 'net', (row) => row.net),
];

/** The figures Item sales and Category sales share after their names. */
function productFigures<Row extends CategorySalesRowDto>(): ReportColumn<Row>[] {
  return [
    { key: 'quantity', label: 'sold', kind: 'count', value: (row) => row.quantity },
    { key: 'refundedQuantity', label: 'refunded', kind: 'count', value: (row) => row.refundedQuantity },
    money('grossSales', 'grossSales', (row) => row.grossSales),
    money('discounts', 'discounts', (row) => row.discounts),
    money('refunds', 'refunds', (row) => row.refunds),
    money('netSales', 'netSales', (row) => row.netSales),
    money('costOfGoods', 'costOfGoods', (row) => row.costOfGoods),
    money('grossProfit', 'grossProfit', (row) => row.grossProfit),
    { key: 'grossMargin', label: 'grossMargin', kind: 'percent', value: (row) => row.grossMargin },
  ];
}

export const itemSalesColumns: ReportColumn<ItemSalesRowDto>[] = [
  { key: 'item', label: 'item', kind: 'text', value: (row) => row.name },
  { key: 'variant', label: 'variant', kind: 'text', value: (row) => row.variantName },
  { key: 'category', label: 'category', kind: 'text', value: (row) => row.categoryName },
  ...productFigures<ItemSalesRowDto>(),
];

export const categorySalesColumns: ReportColumn<CategorySalesRowDto>[] = [
  { key: 'category', label: 'category', kind: 'text', value: (row) => row.categoryName },
  ...productFigures<CategorySalesRowDto>(),
];

/** Text sorts A→Z first; figures largest first, which is what a merchant sorting by Net sales looks for. */
export function firstDirection(kind: ColumnKind): ReportSort['direction'] {
  return kind === 'text' || kind === 'period' ? 'asc' : 'desc';
}

/** The rows in the chosen order (the server's order when none, or an unknown column); ties keep their order. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly ReportColumn<Row>[],
  sort: ReportSort | undefined,
  language: string,
): Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.column);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = column.value(a.row);
      const right = column.value(b.row);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

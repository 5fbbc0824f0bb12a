import type { ExportableSalesReport } from '@backoffice/contracts/exports';
import type {
  CategorySalesRowDto,
  DiscountKind,
  HourlyItemRowDto,
  ModifierSalesRowDto,
  SalesTypeRowDto,
  StaffRowDto,
  TaxRowDto,
} from '@backoffice/contracts/sales-reports';
import { reportCategorySales } from '../../sales/reports/report-category-sales.js';
import { reportDiscounts } from '../../sales/reports/report-discounts.js';
import { reportGratuity } from '../../sales/reports/report-gratuity.js';
import { reportHourlyItems } from '../../sales/reports/report-hourly-items.js';
import { reportItemSales } from '../../sales/reports/report-item-sales.js';
import { reportModifierSales } from '../../sales/reports/report-modifier-sales.js';
import { reportSalesTypes } from '../../sales/reports/report-sales-types.js';
import { reportStaff } from '../../sales/reports/report-staff.js';
import type { Cell } from './export-sheet-writer.js';
import { periodTable } from './sales-report-period-tables.js';
import type { ReportTable, ReportTableInput } from './sales-report-table.js';

type Build = (input: ReportTableInput) => Promise<ReportTable>;

const PRODUCT_FIGURES = [
  'Sold',
  'Refunded',
  'Gross sales',
  'Discounts',
  'Refunds',
  'Net sales',
  'Cost of goods',
  'Gross profit',
  'Gross margin (%)',
] as const;
const productFigures = (row: CategorySalesRowDto): Cell[] => [
  row.quantity,
  row.refundedQuantity,
  row.grossSales,
  row.discounts,
  row.refunds,
  row.netSales,
  row.costOfGoods,
  row.grossProfit,
  row.grossMargin,
];
/** Item and Category sales leave discounts on whole bills out of every row: said under the total (decision 0240). */
const billDiscountNote = (amount: number): Cell[][] =>
  amount ? [['Discounts on whole bills (in no row)', amount]] : [];
const UNCATEGORISED = 'Uncategorised';

const modifierCells = (row: ModifierSalesRowDto): Cell[] => [
  row.quantity,
  row.amount,
  row.refundedQuantity,
  row.refunds,
  row.net,
];

export const DISCOUNT_KIND_NAMES: Record<DiscountKind, string> = {
  ITEM_DISCOUNT: 'Item discount',
  BILL_DISCOUNT: 'Bill discount',
  PROMOTION: 'Promotion',
  LOYALTY: 'Loyalty',
};

const chargeCells = (row: TaxRowDto): Cell[] => [
  row.bills,
  row.taxableAmount,
  row.amount,
  row.refunds,
  row.collected,
];
// The screen heads a service charge's base "Base amount": "taxable" reads wrong for it.
const GRATUITY_FIGURES = ['Bills', 'Base amount', 'Amount', 'Refunds', 'Collected'] as const;

const STAFF_FIGURES = [
  'Transactions',
  'Net sales',
  'Average bill',
  'Refunds (count)',
  'Refunds',
  'Voided units',
  'Void amount',
  'Cancellations',
  'Cancelled amount',
  'Discounts given',
] as const;
const staffCells = (row: StaffRowDto): Cell[] => [
  row.transactions,
  row.netSales,
  row.averageBill,
  row.refundCount,
  row.refunds,
  row.voids,
  row.voidAmount,
  row.cancellations,
  row.cancelledAmount,
  row.discounts,
];
const UNASSIGNED = 'Unassigned';

const salesTypeCells = (row: SalesTypeRowDto): Cell[] => [row.transactions, row.netSales, row.gratuity];

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
function hourCells(row: HourlyItemRowDto, figure: 'quantity' | 'amount'): Cell[] {
  const byHour = new Map(row.hours.map((cell) => [cell.hour, cell[figure]]));
  return [row[figure], ...HOURS.map((_, hour) => byHour.get(hour) ?? 0)];
}

function staffTable(role: 'cashier' | 'server', person: string): Build {
  return async ({ db, business, outlets, range }) => {
    const answer = await reportStaff(db, business, outlets, range, role);
    return {
      header: [person, ...STAFF_FIGURES],
      rows: answer.rows.map((row) => [row.userId === null ? UNASSIGNED : row.name, ...staffCells(row)]),
      total: ['Total', ...staffCells(answer.total)],
      notes: [],
    };
  };
}

function hourlyTable(figure: 'quantity' | 'amount'): Build {
  return async ({ db, business, outlets, range }) => {
    const answer = await reportHourlyItems(db, business, outlets, range);
    return {
      header: ['Item', 'Variant', figure === 'quantity' ? 'Sold' : 'Net sales', ...HOURS],
      rows: answer.rows.map((row) => [row.name, row.variantName, ...hourCells(row, figure)]),
      total: ['Total', '', ...hourCells(answer.total, figure)],
      notes: [],
    };
  };
}

/** Each report's table (sales-report-table.ts), from the answer its screen shows. */
const TABLES: Record<ExportableSalesReport, Build> = {
  summary: (input) => periodTable(input, 'summary'),
  gross_profit: (input) => periodTable(input, 'gross_profit'),
  payment_methods: (input) => periodTable(input, 'payment_methods'),
  taxes: (input) => periodTable(input, 'taxes'),
  item_sales: async ({ db, business, outlets, range }) => {
    const answer = await reportItemSales(db, business, outlets, range);
    return {
      header: ['Item', 'Variant', 'Category', ...PRODUCT_FIGURES],
      rows: answer.rows.map((row) => [
        row.name,
        row.variantName,
        row.categoryName || UNCATEGORISED,
        ...productFigures(row),
      ]),
      total: ['Total', '', '', ...productFigures(answer.total)],
      notes: billDiscountNote(answer.billDiscounts),
    };
  },
  category_sales: async ({ db, business, outlets, range }) => {
    const answer = await reportCategorySales(db, business, outlets, range);
    return {
      header: ['Category', ...PRODUCT_FIGURES],
      rows: answer.rows.map((row) => [row.categoryName || UNCATEGORISED, ...productFigures(row)]),
      total: ['Total', ...productFigures(answer.total)],
      notes: billDiscountNote(answer.billDiscounts),
    };
  },
  modifier_sales: async ({ db, business, outlets, range }) => {
    const answer = await reportModifierSales(db, business, outlets, range);
    return {
      header: ['Modifier', 'Option', 'Quantity', 'Amount', 'Refunded quantity', 'Refunds', 'Net'],
      rows: answer.rows.map((row) => [row.modifierName, row.optionName, ...modifierCells(row)]),
      total: ['Total', '', ...modifierCells(answer.total)],
      notes: [],
    };
  },
  discounts: async ({ db, business, outlets, range }) => {
    const answer = await reportDiscounts(db, business, outlets, range);
    return {
      header: ['Kind', 'Discount', 'Times applied', 'Amount'],
      rows: answer.rows.map((row) => [
        row.kind ? DISCOUNT_KIND_NAMES[row.kind] : '',
        row.name,
        row.timesApplied,
        row.amount,
      ]),
      total: ['Total', '', answer.total.timesApplied, answer.total.amount],
      notes: answer.refunded ? [['Given back by refunds', '', '', answer.refunded]] : [],
    };
  },
  gratuity: async ({ db, business, outlets, range }) => {
    const answer = await reportGratuity(db, business, outlets, range);
    return {
      header: ['Outlet', 'Gratuity', ...GRATUITY_FIGURES],
      rows: answer.rows.map((row) => [row.outletName, row.name, ...chargeCells(row)]),
      total: ['Total', '', ...chargeCells(answer.total)],
      notes: [],
    };
  },
  staff: staffTable('cashier', 'Staff'),
  server: staffTable('server', 'Server'),
  sales_type: async ({ db, business, outlets, range }) => {
    const answer = await reportSalesTypes(db, business, outlets, range);
    return {
      header: ['Sales type', 'Transactions', 'Net sales', 'Gratuity'],
      rows: answer.rows.map((row) => [
        row.salesTypeId === null ? 'No sales type' : row.name,
        ...salesTypeCells(row),
      ]),
      total: ['Total', ...salesTypeCells(answer.total)],
      notes: [],
    };
  },
  'hourly_item/sold': hourlyTable('quantity'),
  'hourly_item/amount': hourlyTable('amount'),
};

/** The report's table as the screen shows it, in English (a sheet's headers are its columns' names). */
export function buildReportTable(input: ReportTableInput): Promise<ReportTable> {
  return TABLES[input.filters.report](input);
}

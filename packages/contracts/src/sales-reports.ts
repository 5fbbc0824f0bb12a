import { z } from 'zod';

/**
 * Reports › Sales (docs/sales-figures.md; decision 0230). The reports are root fields of the reporting GraphQL
 * endpoint (`reportingEndpoints.graphql`), each taking the dashboard's range variables: `outletIds` (absent: every
 * outlet the caller reaches) and `startDate`/`endDate` as `yyyy-MM-dd HH:mm:ss`, both inclusive, on each outlet's
 * clock. Every answer has its rows and a `total` row computed by the server, so a screen, an export and a test read
 * the same totals. Money is integer Rupiah (negative where money went back); margins are percent with 2 decimals.
 */

export { SALES_REPORTS, type SalesReportName } from './sales-report-names.js';

export { REPORT_MAX_DAYS, REPORT_PERIODS, type ReportPeriod } from './sales-report-periods.js';

/**
 * The figures of one period, or of the range (`total`), as docs/sales-figures.md defines them:
 *   netSales = grossSales − discounts − refunds;  totalCollected = netSales + gratuity + tax + rounding
 * `refunds` is the net sales given back (positive: money that left), gratuity, tax and rounding are net of what
 * refunds gave back of them. `period` is the period's first local date (yyyy-MM-dd), or '' on the total row.
 */
export const salesFiguresSchema = z.object({
  period: z.string(),
  transactions: z.number(),
  grossSales: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  netSales: z.number(),
  gratuity: z.number(),
  tax: z.number(),
  rounding: z.number(),
  totalCollected: z.number(),
  costOfGoods: z.number(),
  grossProfit: z.number(),
  grossMargin: z.number(),
});
export type SalesFiguresDto = z.infer<typeof salesFiguresSchema>;

export const SALES_FIGURE_FIELDS =
  'period transactions grossSales discounts refunds netSales gratuity tax rounding totalCollected costOfGoods grossProfit grossMargin';

export const salesByPeriodSchema = z.object({
  rows: z.array(salesFiguresSchema),
  total: salesFiguresSchema,
});
export type SalesByPeriodDto = z.infer<typeof salesByPeriodSchema>;

/**
 * Payment methods: per method name, the payments of the range's completed orders (`transactions`, `amount`), the
 * refunds paid back through it in the range (`refunds`, positive) and `net` = amount − refunds.
 */
export const paymentMethodRowSchema = z.object({
  name: z.string(),
  /** The business's method code of this name (CASH, DEBIT_CARD, …), so a screen can name it in its language. */
  code: z.string().nullable(),
  transactions: z.number(),
  amount: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export type PaymentMethodRowDto = z.infer<typeof paymentMethodRowSchema>;

export const PAYMENT_METHOD_FIELDS = 'name code transactions amount refunds net';

export const paymentMethodReportSchema = z.object({
  rows: z.array(paymentMethodRowSchema),
  total: paymentMethodRowSchema,
});
export type PaymentMethodReportDto = z.infer<typeof paymentMethodReportSchema>;

/**
 * Item sales (one row per item and variant as the bill named them) and Category sales (one row per category name
 * on the bill; '' is "no category"). Quantities sold count on the order's day, refunded ones on the refund's day,
 * like every other figure; `netSales` = grossSales − discounts − refunds, `grossProfit` = netSales − costOfGoods.
 */
export const itemSalesRowSchema = z.object({
  /** Item id at sale time; null for lines whose item was not in the catalogue. */
  itemId: z.number().nullable(),
  name: z.string(),
  variantName: z.string(),
  categoryName: z.string(),
  quantity: z.number(),
  refundedQuantity: z.number(),
  grossSales: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  netSales: z.number(),
  costOfGoods: z.number(),
  grossProfit: z.number(),
  grossMargin: z.number(),
});
export type ItemSalesRowDto = z.infer<typeof itemSalesRowSchema>;

export const ITEM_SALES_FIELDS =
  'itemId name variantName categoryName quantity refundedQuantity grossSales discounts refunds netSales costOfGoods grossProfit grossMargin';

/**
 * Bill-level discounts (bill discounts, cart promotions, loyalty redemption) are not on any line, so the rows and
 * `total` carry the lines' own discounts and `billDiscounts` the rest of the range's sales' discounts (decision
 * 0240). With Summary for the same range: total.discounts + billDiscounts = Summary's discounts and
 * total.netSales − billDiscounts = Summary's net sales (gross sales, refunds and cost of goods are equal as they are).
 */
export const itemSalesReportSchema = z.object({
  rows: z.array(itemSalesRowSchema),
  total: itemSalesRowSchema,
  billDiscounts: z.number(),
});
export type ItemSalesReportDto = z.infer<typeof itemSalesReportSchema>;

export const categorySalesRowSchema = itemSalesRowSchema.omit({
  itemId: true,
  name: true,
  variantName: true,
});
export type CategorySalesRowDto = z.infer<typeof categorySalesRowSchema>;

export const CATEGORY_SALES_FIELDS =
  'categoryName quantity refundedQuantity grossSales discounts refunds netSales costOfGoods grossProfit grossMargin';

export const categorySalesReportSchema = z.object({
  rows: z.array(categorySalesRowSchema),
  total: categorySalesRowSchema,
  billDiscounts: z.number(),
});
export type CategorySalesReportDto = z.infer<typeof categorySalesReportSchema>;

/**
 * The bill-level reports (decision 0245). Each answers `{ rows, total }` over the range: sales count on their
 * business date, refunds, voids and cancellations on their own date, as every other figure.
 */

/** Discounts: per kind and name as on the bill, how many times it was applied and the amount it gave. */
export const DISCOUNT_KINDS = ['ITEM_DISCOUNT', 'BILL_DISCOUNT', 'PROMOTION', 'LOYALTY'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const discountRowSchema = z.object({
  /** Null on the total row. */
  kind: z.enum(DISCOUNT_KINDS).nullable(),
  /** The name on the bill (a loyalty redemption: its reward; '' when the bill named none). */
  name: z.string(),
  timesApplied: z.number(),
  amount: z.number(),
});
export type DiscountRowDto = z.infer<typeof discountRowSchema>;

export const DISCOUNT_FIELDS = 'kind name timesApplied amount';

/**
 * `total.amount` equals Summary's Discounts of the same range. `refunded` is the discounts' share the range's
 * refunds gave back (positive), for the range as a whole: refunds store it per refund, not per discount.
 */
export const discountReportSchema = z.object({
  rows: z.array(discountRowSchema),
  total: discountRowSchema,
  refunded: z.number(),
});
export type DiscountReportDto = z.infer<typeof discountReportSchema>;

/**
 * Taxes and Gratuity, per outlet and name: bills that carried it, the taxable amount it was charged on, the amount
 * charged, what refunds gave back of it (positive, on the refund's date) and `collected` = amount − refunds. The
 * taxable amount is net of the refunds' share of it. A tax included in the price (`included`) is part of Net sales,
 * not of Tax: its rows are listed, outside `total`, and summed in `includedTotal`. The totals of the added taxes
 * equal Summary's Tax (`collected`); Gratuity's equal Summary's Gratuity.
 */
export const taxRowSchema = z.object({
  /** 0 on the total rows. */
  outletId: z.number(),
  outletName: z.string(),
  name: z.string(),
  included: z.boolean(),
  bills: z.number(),
  taxableAmount: z.number(),
  amount: z.number(),
  refunds: z.number(),
  collected: z.number(),
});
export type TaxRowDto = z.infer<typeof taxRowSchema>;

export const TAX_FIELDS = 'outletId outletName name included bills taxableAmount amount refunds collected';

export const taxReportSchema = z.object({
  rows: z.array(taxRowSchema),
  total: taxRowSchema,
  includedTotal: taxRowSchema,
});
export type TaxReportDto = z.infer<typeof taxReportSchema>;

export const gratuityReportSchema = z.object({ rows: z.array(taxRowSchema), total: taxRowSchema });
export type GratuityReportDto = z.infer<typeof gratuityReportSchema>;

/**
 * Staff (per cashier: who took the payment) and Server (per waiter: who opened the bill). `userId` null is the
 * bills nobody was recorded on (the screen's "Unassigned"), `name` the user's display name ('' then). Staff counts
 * each refund, void and cancellation under who made it; Server under the bill's server. `netSales` is the sales'
 * net less the refunds' (so the rows add up to Summary's Net sales), `averageBill` = netSales ÷ transactions,
 * `refunds` the net sales given back (positive), `voids` the voided units and `voidAmount` their price,
 * `cancellations` the cancelled bills and `cancelledAmount` their totals, `discounts` those on the sales.
 */
export const staffRowSchema = z.object({
  userId: z.number().nullable(),
  name: z.string(),
  transactions: z.number(),
  netSales: z.number(),
  averageBill: z.number(),
  refundCount: z.number(),
  refunds: z.number(),
  voids: z.number(),
  voidAmount: z.number(),
  cancellations: z.number(),
  cancelledAmount: z.number(),
  discounts: z.number(),
});
export type StaffRowDto = z.infer<typeof staffRowSchema>;

export const STAFF_FIELDS =
  'userId name transactions netSales averageBill refundCount refunds voids voidAmount cancellations cancelledAmount discounts';

export const staffReportSchema = z.object({ rows: z.array(staffRowSchema), total: staffRowSchema });
export type StaffReportDto = z.infer<typeof staffReportSchema>;

/** Sales type: per sales type of the bill (null: none), transactions, net sales and gratuity, net of refunds. */
export const salesTypeRowSchema = z.object({
  salesTypeId: z.number().nullable(),
  name: z.string(),
  transactions: z.number(),
  netSales: z.number(),
  gratuity: z.number(),
});
export type SalesTypeRowDto = z.infer<typeof salesTypeRowSchema>;

export const SALES_TYPE_FIELDS = 'salesTypeId name transactions netSales gratuity';

export const salesTypeReportSchema = z.object({
  rows: z.array(salesTypeRowSchema),
  total: salesTypeRowSchema,
});
export type SalesTypeReportDto = z.infer<typeof salesTypeReportSchema>;

/**
 * The root fields of the reporting endpoint that serve these reports (permission `reports.sales`; the dashboard's
 * own fields keep permission `dashboard`). Each takes `outletIds: [Int!], startDate: String!, endDate: String!`.
 *   salesByPeriod(…, period: ReportPeriod = DAY): SalesByPeriod!      — Summary and Gross profit
 *   paymentMethodReport(…): PaymentMethodReport!                       — Payment methods
 *   itemSalesReport(…): ItemSalesReport!                               — Item sales
 *   categorySalesReport(…): CategorySalesReport!                       — Category sales
 *   modifierSalesReport(…): ModifierSalesReport!                       — Modifier sales
 *   hourlyItemReport(…): HourlyItemReport!                             — Hourly item sold / amount
 *   discountReport(…): DiscountReport!                                 — Discounts
 *   taxReport(…): TaxReport!, gratuityReport(…): GratuityReport!       — Taxes, Gratuity
 *   staffReport(…): StaffReport!, serverReport(…): StaffReport!        — Staff, Server
 *   salesTypeReport(…): SalesTypeReport!                               — Sales type
 */
export const SALES_REPORT_FIELDS = [
  'salesByPeriod',
  'paymentMethodReport',
  'itemSalesReport',
  'categorySalesReport',
  'modifierSalesReport',
  'hourlyItemReport',
  'discountReport',
  'taxReport',
  'gratuityReport',
  'staffReport',
  'serverReport',
  'salesTypeReport',
] as const;

/**
 * Modifier sales: per modifier option as the bill named it (modifier name and option name). `quantity` is the
 * units of the range's lines that carried the option, `amount` its price × those units; `refundedQuantity` and
 * `refunds` (positive) what the range's refunds gave back of them; `net` = amount − refunds.
 */
export const modifierSalesRowSchema = z.object({
  modifierName: z.string(),
  optionName: z.string(),
  quantity: z.number(),
  amount: z.number(),
  refundedQuantity: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export type ModifierSalesRowDto = z.infer<typeof modifierSalesRowSchema>;

export const MODIFIER_SALES_FIELDS = 'modifierName optionName quantity amount refundedQuantity refunds net';

export const modifierSalesReportSchema = z.object({
  rows: z.array(modifierSalesRowSchema),
  total: modifierSalesRowSchema,
});
export type ModifierSalesReportDto = z.infer<typeof modifierSalesReportSchema>;

/** One hour of the day (0–23 on the outlet's clock) of an item, or of all items on the total row. */
export const hourlyItemCellSchema = z.object({
  hour: z.number(),
  quantity: z.number(),
  amount: z.number(),
});
export type HourlyItemCellDto = z.infer<typeof hourlyItemCellSchema>;

/**
 * Hourly item sold / amount: per item and variant as the bill named them, the units sold (`quantity`, in the hour
 * the bill was opened) and the net sales (`amount`: the lines' gross less their own discounts, less what refunds
 * gave back in the hour they were made), with all 24 hours in `hours` (zeros included) for a heat map. The amounts
 * are Item sales' net sales spread over the hours: their total equals Item sales' total net sales.
 */
export const hourlyItemRowSchema = z.object({
  name: z.string(),
  variantName: z.string(),
  quantity: z.number(),
  amount: z.number(),
  hours: z.array(hourlyItemCellSchema),
});
export type HourlyItemRowDto = z.infer<typeof hourlyItemRowSchema>;

export const HOURLY_ITEM_FIELDS = 'name variantName quantity amount hours { hour quantity amount }';

export const hourlyItemReportSchema = z.object({
  rows: z.array(hourlyItemRowSchema),
  total: hourlyItemRowSchema,
});
export type HourlyItemReportDto = z.infer<typeof hourlyItemReportSchema>;

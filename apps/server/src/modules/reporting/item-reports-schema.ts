import { reportCategorySales } from '../../sales/reports/report-category-sales.js';
import { reportHourlyItems } from '../../sales/reports/report-hourly-items.js';
import { reportItemSales } from '../../sales/reports/report-item-sales.js';
import { reportModifierSales } from '../../sales/reports/report-modifier-sales.js';
import { checkReportRange } from './report-range.js';
import { scopeOf, type RangeArgs, type ReportingContext, type ReportingPart } from './reporting-args.js';

const itemFigures = `
    quantity: Float!
    refundedQuantity: Float!
    grossSales: Float!
    discounts: Float!
    "Net sales given back by refunds made in the period (positive)."
    refunds: Float!
    netSales: Float!
    costOfGoods: Float!
    grossProfit: Float!
    grossMargin: Float!`;

const billDiscounts = `
    "Bill discounts, cart promotions and loyalty redemption of the period's sales: on no line (decision 0240)."
    billDiscounts: Float!`;

/**
 * Item, Category, Modifier and Hourly item sales (decision 0240; the answers in
 * packages/contracts/src/sales-reports.ts), read from the item report days and the rows at a range's edges.
 */
export const itemReportsPart: ReportingPart = {
  permission: 'reports.sales',
  typeDefs: `
  type ItemSalesRow {
    itemId: Int
    name: String!
    variantName: String!
    categoryName: String!${itemFigures}
  }
  type ItemSalesReport {
    rows: [ItemSalesRow!]!
    total: ItemSalesRow!${billDiscounts}
  }
  type CategorySalesRow {
    categoryName: String!${itemFigures}
  }
  type CategorySalesReport {
    rows: [CategorySalesRow!]!
    total: CategorySalesRow!${billDiscounts}
  }
  type ModifierSalesRow {
    modifierName: String!
    optionName: String!
    quantity: Float!
    amount: Float!
    refundedQuantity: Float!
    refunds: Float!
    net: Float!
  }
  type ModifierSalesReport {
    rows: [ModifierSalesRow!]!
    total: ModifierSalesRow!
  }
  type HourlyItemCell {
    "0–23 on the outlet's clock."
    hour: Int!
    quantity: Float!
    amount: Float!
  }
  type HourlyItemRow {
    name: String!
    variantName: String!
    quantity: Float!
    amount: Float!
    hours: [HourlyItemCell!]!
  }
  type HourlyItemReport {
    rows: [HourlyItemRow!]!
    total: HourlyItemRow!
  }
  extend type Query {
    itemSalesReport(outletIds: [Int!], startDate: String!, endDate: String!): ItemSalesReport!
    categorySalesReport(outletIds: [Int!], startDate: String!, endDate: String!): CategorySalesReport!
    modifierSalesReport(outletIds: [Int!], startDate: String!, endDate: String!): ModifierSalesReport!
    hourlyItemReport(outletIds: [Int!], startDate: String!, endDate: String!): HourlyItemReport!
  }
`,
  root: {
    async itemSalesReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      checkReportRange(range);
      return reportItemSales(context.db, context.caller, scope, range);
    },
    async categorySalesReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      checkReportRange(range);
      return reportCategorySales(context.db, context.caller, scope, range);
    },
    async modifierSalesReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      checkReportRange(range);
      return reportModifierSales(context.db, context.caller, scope, range);
    },
    async hourlyItemReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      checkReportRange(range);
      return reportHourlyItems(context.db, context.caller, scope, range);
    },
  },
};

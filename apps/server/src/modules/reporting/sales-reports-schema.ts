import { reportPaymentMethods } from '../../sales/reports/report-payment-methods.js';
import { checkReportRange } from './report-range.js';
import { reportSalesByPeriod } from '../../sales/reports/report-sales-by-period.js';
import { scopeOf, type RangeArgs, type ReportingContext, type ReportingPart } from './reporting-args.js';
import type { ReportPeriod } from '@backoffice/contracts/sales-reports';

const figures = `
    transactions: Int!
    grossSales: Float!
    discounts: Float!
    "Net sales given back by refunds made in the period (positive)."
    refunds: Float!
    netSales: Float!
    gratuity: Float!
    tax: Float!
    rounding: Float!
    totalCollected: Float!
    costOfGoods: Float!
    grossProfit: Float!
    grossMargin: Float!`;

/** The reports of Reports › Sales (decision 0230; the answers in packages/contracts/src/sales-reports.ts). */
export const salesReportsPart: ReportingPart = {
  permission: 'reports.sales',
  typeDefs: `
  enum ReportPeriod { DAY WEEK MONTH }
  type SalesFigures {
    "The period's first local date (yyyy-MM-dd); empty on the total."
    period: String!${figures}
  }
  type SalesByPeriod {
    rows: [SalesFigures!]!
    total: SalesFigures!
  }
  type PaymentMethodRow {
    name: String!
    code: String
    transactions: Int!
    amount: Float!
    refunds: Float!
    net: Float!
  }
  type PaymentMethodReport {
    rows: [PaymentMethodRow!]!
    total: PaymentMethodRow!
  }
  extend type Query {
    salesByPeriod(outletIds: [Int!], startDate: String!, endDate: String!, period: ReportPeriod = DAY): SalesByPeriod!
    paymentMethodReport(outletIds: [Int!], startDate: String!, endDate: String!): PaymentMethodReport!
  }
`,
  root: {
    async salesByPeriod(args: RangeArgs & { period: ReportPeriod }, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      checkReportRange(range);
      return reportSalesByPeriod(context.db, context.caller, scope, range, args.period);
    },
    async paymentMethodReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      checkReportRange(range);
      return reportPaymentMethods(context.db, context.caller, scope, range);
    },
  },
};

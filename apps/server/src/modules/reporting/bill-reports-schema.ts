import { reportDiscounts } from '../../sales/reports/report-discounts.js';
import { reportGratuity } from '../../sales/reports/report-gratuity.js';
import { checkReportRange } from './report-range.js';
import { reportSalesTypes } from '../../sales/reports/report-sales-types.js';
import { reportStaff } from '../../sales/reports/report-staff.js';
import { reportTaxes } from '../../sales/reports/report-taxes.js';
import { scopeOf, type RangeArgs, type ReportingContext, type ReportingPart } from './reporting-args.js';

const range = 'outletIds: [Int!], startDate: String!, endDate: String!';

const staffFields = `
    "Null: the bills no staff member was recorded on (Unassigned)."
    userId: Int
    name: String!
    transactions: Int!
    netSales: Float!
    averageBill: Float!
    refundCount: Int!
    refunds: Float!
    voids: Int!
    voidAmount: Float!
    cancellations: Int!
    cancelledAmount: Float!
    discounts: Float!`;

/**
 * The bill-level reports of Reports › Sales: Discounts, Taxes, Gratuity, Staff, Server and Sales type (decision
 * 0245; the answers in packages/contracts/src/sales-reports.ts).
 */
export const billReportsPart: ReportingPart = {
  permission: 'reports.sales',
  typeDefs: `
  enum DiscountKind { ITEM_DISCOUNT BILL_DISCOUNT PROMOTION LOYALTY }
  type DiscountRow {
    "Null on the total row."
    kind: DiscountKind
    name: String!
    timesApplied: Int!
    amount: Float!
  }
  type DiscountReport {
    rows: [DiscountRow!]!
    total: DiscountRow!
    "The discounts' share the range's refunds gave back (positive)."
    refunded: Float!
  }
  type ChargeRow {
    outletId: Int!
    outletName: String!
    name: String!
    included: Boolean!
    bills: Int!
    taxableAmount: Float!
    amount: Float!
    refunds: Float!
    collected: Float!
  }
  type TaxReport {
    rows: [ChargeRow!]!
    "The added taxes: Summary's Tax."
    total: ChargeRow!
    "The taxes included in the price (part of Net sales)."
    includedTotal: ChargeRow!
  }
  type GratuityReport {
    rows: [ChargeRow!]!
    total: ChargeRow!
  }
  type StaffRow {${staffFields}
  }
  type StaffReport {
    rows: [StaffRow!]!
    total: StaffRow!
  }
  type SalesTypeRow {
    salesTypeId: Int
    name: String!
    transactions: Int!
    netSales: Float!
    gratuity: Float!
  }
  type SalesTypeReport {
    rows: [SalesTypeRow!]!
    total: SalesTypeRow!
  }
  extend type Query {
    discountReport(${range}): DiscountReport!
    taxReport(${range}): TaxReport!
    gratuityReport(${range}): GratuityReport!
    staffReport(${range}): StaffReport!
    serverReport(${range}): StaffReport!
    salesTypeReport(${range}): SalesTypeReport!
  }
`,
  root: {
    async discountReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = rangeOf(args, context);
      return reportDiscounts(context.db, context.caller, scope, range);
    },
    async taxReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = rangeOf(args, context);
      return reportTaxes(context.db, context.caller, scope, range);
    },
    async gratuityReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = rangeOf(args, context);
      return reportGratuity(context.db, context.caller, scope, range);
    },
    async staffReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = rangeOf(args, context);
      return reportStaff(context.db, context.caller, scope, range, 'cashier');
    },
    async serverReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = rangeOf(args, context);
      return reportStaff(context.db, context.caller, scope, range, 'server');
    },
    async salesTypeReport(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = rangeOf(args, context);
      return reportSalesTypes(context.db, context.caller, scope, range);
    },
  },
};

function rangeOf(args: RangeArgs, context: ReportingContext) {
  const scoped = scopeOf(args, context);
  checkReportRange(scoped.range);
  return scoped;
}

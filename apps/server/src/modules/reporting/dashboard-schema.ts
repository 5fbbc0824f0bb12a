import { COMPARISON_MAX_OUTLETS, REPORTING_MAX_OUTLETS } from '@backoffice/contracts/reporting';
import { listTopItems, sumPaymentsByMethod } from './sales-report.repository.js';
import { addUp, summarizeSalesByOutlet, summarizeSalesTrend } from './summarize-sales.js';
import {
  count,
  scopeOf,
  type RangeArgs,
  type ReportingContext,
  type ReportingPart,
} from './reporting-args.js';

/**
 * The reporting graph (decision 0066). Money is integer Rupiah, typed Float because GraphQL's Int stops at 2^31;
 * every field takes the spec's variables: outlet ids (absent: every outlet the caller reaches) and a local range
 * `yyyy-MM-dd HH:mm:ss`, both ends inclusive, read in each outlet's time zone.
 */
export const dashboardPart: ReportingPart = {
  permission: 'dashboard',
  typeDefs: `
  type SalesSummary {
    grossSales: Float!
    netSales: Float!
    numberOfTransactions: Int!
    averageSale: Float!
    grossProfit: Float!
    "Gross profit over net sales, percent with 2 decimals."
    grossMargin: Float!
  }
  type GrossProfit {
    grossProfit: Float!
    grossMargin: Float!
  }
  type TopItem {
    name: String!
    quantity: Int!
    netSales: Float!
  }
  type OutletSales {
    outletId: Int!
    outletName: String!
    grossSales: Float!
    netSales: Float!
    numberOfTransactions: Int!
    averageSale: Float!
    grossProfit: Float!
    grossMargin: Float!
    topItems: [TopItem!]!
  }
  type SalesPoint {
    "yyyy-MM-dd HH:00 for a range within one day, else yyyy-MM-dd."
    period: String!
    grossSales: Float!
    netSales: Float!
    numberOfTransactions: Int!
  }
  type PaymentShare {
    name: String!
    "The code of the business's payment method of this name (CASH, DEBIT_CARD, …), if it has one."
    code: String
    amount: Float!
    count: Int!
  }
  type Query {
    salesSummary(outletIds: [Int!], startDate: String!, endDate: String!): SalesSummary!
    grossProfit(outletIds: [Int!], startDate: String!, endDate: String!): GrossProfit!
    topItems(outletIds: [Int!], startDate: String!, endDate: String!, first: Int = 10): [TopItem!]!
    "One entry per outlet named (or reached), in id order; at most ${COMPARISON_MAX_OUTLETS} when named."
    salesByOutlet(outletIds: [Int!], startDate: String!, endDate: String!, topItems: Int = 3): [OutletSales!]!
    salesTrend(outletIds: [Int!], startDate: String!, endDate: String!): [SalesPoint!]!
    paymentMethods(outletIds: [Int!], startDate: String!, endDate: String!): [PaymentShare!]!
  }
`,

  // Each reads the caller's business from the context, never from the arguments.
  root: {
    async salesSummary(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      return addUp(await summarizeSalesByOutlet(context.db, context.caller, scope, range, 0));
    },
    async grossProfit(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      const { grossProfit, grossMargin } = addUp(
        await summarizeSalesByOutlet(context.db, context.caller, scope, range, 0),
      );
      return { grossProfit, grossMargin };
    },
    async topItems(args: RangeArgs & { first: number }, context: ReportingContext) {
      const limit = count(args.first, 'first');
      const { scope, range } = scopeOf(args, context);
      return listTopItems(context.db, context.caller, scope, range, { limit, perOutlet: false });
    },
    async salesByOutlet(args: RangeArgs & { topItems: number }, context: ReportingContext) {
      const limit = count(args.topItems, 'topItems');
      const named = args.outletIds ? COMPARISON_MAX_OUTLETS : REPORTING_MAX_OUTLETS;
      const { scope, range } = scopeOf(args, context, named);
      return summarizeSalesByOutlet(context.db, context.caller, scope, range, limit);
    },
    async salesTrend(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      return summarizeSalesTrend(context.db, context.caller, scope, range);
    },
    async paymentMethods(args: RangeArgs, context: ReportingContext) {
      const { scope, range } = scopeOf(args, context);
      return sumPaymentsByMethod(context.db, context.caller, scope, range);
    },
  },
};

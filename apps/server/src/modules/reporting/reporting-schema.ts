import {
  COMPARISON_MAX_OUTLETS,
  REPORTING_MAX_OUTLETS,
  REPORTING_MAX_TOP_ITEMS,
  REPORTING_TIME,
} from '@backoffice/contracts/reporting';
import { localTimeSchema } from '@backoffice/contracts/transactions';
import { buildSchema, GraphQLError } from 'graphql';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { listTopItems, sumPaymentsByMethod } from './sales-report.repository.js';
import { addUp, rangeOf, summarizeSalesByOutlet, summarizeSalesTrend } from './summarize-sales.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';

/**
 * The reporting graph (decision 0066). Money is integer Rupiah, typed Float because GraphQL's Int stops at 2^31;
 * every field takes the spec's variables: outlet ids (absent: every outlet the caller reaches) and a local range
 * `yyyy-MM-dd HH:mm:ss`, both ends inclusive, read in each outlet's time zone.
 */
export const reportingSchema = buildSchema(`
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
`);

export interface ReportingContext {
  db: Queryable;
  caller: Caller;
}

interface RangeArgs {
  outletIds?: number[] | null;
  startDate: string;
  endDate: string;
}

export const BAD_INPUT = 'BAD_USER_INPUT';

function badInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: BAD_INPUT, argument } });
}

function localTime(value: string, argument: string): string {
  const local = value.replace(' ', 'T');
  if (!REPORTING_TIME.test(value) || !localTimeSchema.safeParse(local).success) {
    throw badInput(`${argument} must be a local date and time as yyyy-MM-dd HH:mm:ss.`, argument);
  }
  return local;
}

async function scopeOf(args: RangeArgs, context: ReportingContext, maxOutlets = REPORTING_MAX_OUTLETS) {
  const start = localTime(args.startDate, 'startDate');
  const end = localTime(args.endDate, 'endDate');
  if (end < start) throw badInput('endDate must not be before startDate.', 'endDate');
  const outletIds = args.outletIds ?? undefined;
  if (outletIds && outletIds.length > maxOutlets) {
    throw badInput(`outletIds may name at most ${maxOutlets} outlets.`, 'outletIds');
  }
  if (outletIds?.some((id) => id < 1)) throw badInput('outletIds must be positive.', 'outletIds');
  const scope = resolveOutletScope(context.caller, outletIds);
  return { scope, range: rangeOf(start, end) };
}

function count(value: number, argument: string): number {
  if (value < 0 || value > REPORTING_MAX_TOP_ITEMS) {
    throw badInput(`${argument} must be between 0 and ${REPORTING_MAX_TOP_ITEMS}.`, argument);
  }
  return value;
}

/** Root resolvers: each reads the caller's business from the context, never from the arguments. */
export const reportingRoot = {
  async salesSummary(args: RangeArgs, context: ReportingContext) {
    const { scope, range } = await scopeOf(args, context);
    return addUp(await summarizeSalesByOutlet(context.db, context.caller, scope, range, 0));
  },
  async grossProfit(args: RangeArgs, context: ReportingContext) {
    const { scope, range } = await scopeOf(args, context);
    const { grossProfit, grossMargin } = addUp(
      await summarizeSalesByOutlet(context.db, context.caller, scope, range, 0),
    );
    return { grossProfit, grossMargin };
  },
  async topItems(args: RangeArgs & { first: number }, context: ReportingContext) {
    const limit = count(args.first, 'first');
    const { scope, range } = await scopeOf(args, context);
    return listTopItems(context.db, context.caller, scope, range, { limit, perOutlet: false });
  },
  async salesByOutlet(args: RangeArgs & { topItems: number }, context: ReportingContext) {
    const limit = count(args.topItems, 'topItems');
    const named = args.outletIds ? COMPARISON_MAX_OUTLETS : REPORTING_MAX_OUTLETS;
    const { scope, range } = await scopeOf(args, context, named);
    return summarizeSalesByOutlet(context.db, context.caller, scope, range, limit);
  },
  async salesTrend(args: RangeArgs, context: ReportingContext) {
    const { scope, range } = await scopeOf(args, context);
    return summarizeSalesTrend(context.db, context.caller, scope, range);
  },
  async paymentMethods(args: RangeArgs, context: ReportingContext) {
    const { scope, range } = await scopeOf(args, context);
    return sumPaymentsByMethod(context.db, context.caller, scope, range);
  },
};

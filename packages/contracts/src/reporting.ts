import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';

/**
 * The reporting endpoint behind the dashboard (the product's call list "Outlet comparison (reporting)"):
 * one GraphQL endpoint, permission Dashboard. GraphQL answers its own errors in the body (status 200 with
 * `errors`), so a malformed query or variable is never a 5xx; only a body that is not a GraphQL request at all
 * gets the usual 400. Decision 0066.
 */

/** The comparison shows 2 to 10 outlets. */
export const COMPARISON_MIN_OUTLETS = 2;
export const COMPARISON_MAX_OUTLETS = 10;
/** Not in the spec: bounds that keep one request cheap (decision 0066). */
export const REPORTING_QUERY_MAX_LENGTH = 8000;
export const REPORTING_MAX_DEPTH = 4;
export const REPORTING_MAX_COST = 200;
export const REPORTING_MAX_OUTLETS = 1000;
export const REPORTING_MAX_TOP_ITEMS = 20;

/** `yyyy-MM-dd HH:mm:ss`, read in each outlet's own time zone. */
export const REPORTING_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const graphqlRequestSchema = z.object({
  query: z.string().min(1).max(REPORTING_QUERY_MAX_LENGTH),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});
export type GraphqlRequest = z.infer<typeof graphqlRequestSchema>;

export const graphqlErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.object({ code: z.string() }).optional(),
});

export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(graphqlErrorSchema).optional(),
});
export type GraphqlResponse = z.infer<typeof graphqlResponseSchema>;

export const reportingEndpoints = {
  graphql: defineEndpoint({
    method: 'POST',
    path: '/reporting-revamp/graphql',
    summary:
      'Dashboard reporting (GraphQL): sales summary, top items, gross profit, trend, payments, per outlet',
    body: graphqlRequestSchema,
    response: graphqlResponseSchema,
    errors: [400, 401, 403],
  }),
};

/** The figures of one outlet, or of all chosen outlets together (integer Rupiah; margin in percent). */
export const salesSummarySchema = z.object({
  grossSales: z.number(),
  netSales: z.number(),
  numberOfTransactions: z.number(),
  averageSale: z.number(),
  grossProfit: z.number(),
  grossMargin: z.number(),
});
export type SalesSummaryDto = z.infer<typeof salesSummarySchema>;

export const topItemSchema = z.object({ name: z.string(), quantity: z.number(), netSales: z.number() });
export type TopItemDto = z.infer<typeof topItemSchema>;

export const outletSalesSchema = salesSummarySchema.extend({
  outletId: z.number(),
  outletName: z.string(),
  topItems: z.array(topItemSchema),
});
export type OutletSalesDto = z.infer<typeof outletSalesSchema>;

export const salesPointSchema = z.object({
  period: z.string(),
  grossSales: z.number(),
  netSales: z.number(),
  numberOfTransactions: z.number(),
});
export type SalesPointDto = z.infer<typeof salesPointSchema>;

export const paymentShareSchema = z.object({
  name: z.string(),
  code: z.string().nullable(),
  amount: z.number(),
  count: z.number(),
});
export type PaymentShareDto = z.infer<typeof paymentShareSchema>;

import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Keys that must be unique across the product and arrive without their business (decision 0107): a payment
 * gateway's order id, a cashier device's credential, an account-deletion ticket number, an order's public invoice
 * token, a sign-in e-mail or username (lower-cased). The row they name lives
 * in a tenant table keyed by business; this table answers which business, and its key keeps them unique. A route is
 * written in the transaction that writes the row it routes to. A reference table under a distribution, so it
 * names the business without a foreign key (a reference table may not reference a distributed one).
 */
export const ROUTE_KINDS = [
  'billing_order',
  'device_credential',
  'deletion_ticket',
  'invoice_token',
  'sign_in_email',
  'sign_in_username',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export const tenantRoutes = pgTable(
  'tenant_routes',
  {
    kind: text('kind', { enum: ROUTE_KINDS }).notNull(),
    key: text('key').notNull(),
    businessId: integer('business_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

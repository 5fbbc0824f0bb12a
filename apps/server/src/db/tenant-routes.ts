import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from './database.js';
import { orders, tenantRoutes, type RouteKind } from './schema/index.js';

/**
 * Records which business a global key belongs to (decision 0107). Call it in the transaction that writes the row
 * the key names: the route's primary key is what keeps the key unique across businesses, so a key already routed
 * fails the write as the global unique index did.
 */
export async function addTenantRoute(
  db: Queryable,
  kind: RouteKind,
  key: string,
  businessId: number,
): Promise<void> {
  await db.insert(tenantRoutes).values({ kind, key, businessId });
}

/** The business a global key belongs to, or null for a key nobody was given. */
export async function findRoutedBusiness(
  db: Queryable,
  kind: RouteKind,
  key: string,
): Promise<number | null> {
  const [row] = await db
    .select({ businessId: tenantRoutes.businessId })
    .from(tenantRoutes)
    .where(and(eq(tenantRoutes.kind, kind), eq(tenantRoutes.key, key)));
  return row?.businessId ?? null;
}

/**
 * Routes the invoice tokens of orders of a business just written in the caller's transaction (the token is the
 * column default, so it is read back from the rows).
 */
export async function addInvoiceTokenRoutes(
  db: Queryable,
  businessId: number,
  orderIds: number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await db.insert(tenantRoutes).select((qb) =>
    qb
      .select({
        kind: sql<RouteKind>`'invoice_token'`.as('kind'),
        key: orders.orderToken,
        businessId: orders.businessId,
      })
      .from(orders)
      .where(and(eq(orders.businessId, businessId), inArray(orders.id, orderIds))),
  );
}

/** Moves an order's invoice-token route from the token it replaced to its new one. */
export async function moveInvoiceTokenRoute(
  db: Queryable,
  businessId: number,
  from: string,
  to: string,
): Promise<void> {
  await db
    .delete(tenantRoutes)
    .where(
      and(
        eq(tenantRoutes.kind, 'invoice_token'),
        eq(tenantRoutes.key, from),
        eq(tenantRoutes.businessId, businessId),
      ),
    );
  await addTenantRoute(db, 'invoice_token', to, businessId);
}

/**
 * Routes the sign-in identifiers of users just written in the caller's transaction: the lower-cased e-mail and, when
 * there is one, the username. A taken identifier fails the write, as the global unique index used to.
 */
export async function addSignInRoutes(
  db: Queryable,
  people: readonly { businessId: number; email: string; username?: string | null | undefined }[],
): Promise<void> {
  const rows = people.flatMap((person) => [
    { kind: 'sign_in_email' as const, key: person.email.toLowerCase(), businessId: person.businessId },
    ...(person.username
      ? [
          {
            kind: 'sign_in_username' as const,
            key: person.username.toLowerCase(),
            businessId: person.businessId,
          },
        ]
      : []),
  ]);
  if (rows.length > 0) await db.insert(tenantRoutes).values(rows);
}

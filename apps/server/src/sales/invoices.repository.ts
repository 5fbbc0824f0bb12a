import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { findRoutedBusiness, moveInvoiceTokenRoute } from '../db/tenant-routes.js';
import {
  ORDER_TOKEN_SQL,
  businesses,
  customers,
  items,
  orderDiscounts,
  orderItems,
  orderGratuities,
  orderPromos,
  orderTaxes,
  orders,
  outlets,
  refundItems,
  refunds,
  users,
  voidItems,
} from '../db/schema/index.js';
import type { Caller } from '../platform/auth/caller.js';
import type { OutletReach } from '../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;
/** Whoever reads an invoice: a caller, or a job of the business acting for one (the receipt mail). */
export type InvoiceReader = Business & OutletReach;

/** The display name of the business's user whose id is in `column`, looked up per returned row. */
function nameOf(businessColumn: SQLWrapper, column: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u
    where u.business_id = ${businessColumn} and u.id = ${column})`;
}

/** The order whose unrevoked invoice token this is, with its outlet, business and customer; `scope` narrows it. */
async function findByToken(db: Queryable, token: string, scope: SQL | undefined) {
  const [row] = await db
    .select({
      order: orders,
      outlet: {
        name: outlets.name,
        address: outlets.address,
        phone: outlets.phoneNumber,
        timeZone: outlets.timeZone,
      },
      businessName: businesses.name,
      customer: { name: customers.name, email: customers.email, phone: customers.phone },
      creatorName: nameOf(sql.raw('"orders"."business_id"'), sql.raw('"orders"."created_by"')),
      collectorName: nameOf(sql.raw('"orders"."business_id"'), sql.raw('"orders"."collected_by"')),
      cancelledByName: nameOf(sql.raw('"orders"."business_id"'), sql.raw('"orders"."cancelled_by"')),
    })
    .from(orders)
    .innerJoin(outlets, and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId)))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .leftJoin(
      customers,
      and(eq(customers.businessId, orders.businessId), eq(customers.id, orders.customerId)),
    )
    .where(and(eq(orders.orderToken, token), isNull(orders.orderTokenRevokedAt), scope));
  return row;
}

export type OrderByToken = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

/**
 * The order whose invoice token this is, if it belongs to the caller's business, sits at an outlet they reach,
 * and the token has not been revoked; with its outlet, business and customer.
 */
export async function findOrderByToken(db: Queryable, caller: InvoiceReader, token: string) {
  return findByToken(
    db,
    token,
    and(inBusiness(orders.businessId, caller), inOutletReach(caller, orders.outletId)),
  );
}

/**
 * The same for the public printable invoice: the token alone names the order (it is unique across businesses and
 * unguessable, decision 0042); its route names the business (decision 0107). A revoked token still finds nothing.
 */
export async function findPublicOrderByToken(db: Queryable, token: string) {
  const businessId = await findRoutedBusiness(db, 'invoice_token', token);
  return businessId === null ? undefined : findByToken(db, token, eq(orders.businessId, businessId));
}

/**
 * Gives the caller's order a fresh token in place of `token`, in one conditional update: the old token then finds
 * nothing at once, and of two reissues of the same token only one finds it. Null when the caller has no such order.
 */
export async function replaceOrderToken(db: Queryable, caller: Caller, token: string) {
  const [row] = await db
    .update(orders)
    .set({ orderToken: sql.raw(ORDER_TOKEN_SQL) })
    .where(
      and(
        eq(orders.orderToken, token),
        isNull(orders.orderTokenRevokedAt),
        inBusiness(orders.businessId, caller),
        inOutletReach(caller, orders.outletId),
      ),
    )
    .returning({ orderToken: orders.orderToken, businessId: orders.businessId });
  if (!row) return undefined;
  await moveInvoiceTokenRoute(db, row.businessId, token, row.orderToken);
  return { orderToken: row.orderToken };
}

export async function listOrderDiscounts(db: Queryable, business: Business, orderId: number) {
  return db
    .select()
    .from(orderDiscounts)
    .where(and(inBusiness(orderDiscounts.businessId, business), eq(orderDiscounts.orderId, orderId)))
    .orderBy(asc(orderDiscounts.id));
}

export async function listOrderPromos(db: Queryable, business: Business, orderId: number) {
  return db
    .select()
    .from(orderPromos)
    .where(and(inBusiness(orderPromos.businessId, business), eq(orderPromos.orderId, orderId)))
    .orderBy(asc(orderPromos.id));
}

/**
 * The order's taxes in the order they were sent, each saying whether it was added to the total or included in the
 * price (decision 0155); the invoice shows them apart (decision 0221).
 */
export async function listOrderTaxes(db: Queryable, business: Business, orderId: number) {
  return db
    .select()
    .from(orderTaxes)
    .where(and(inBusiness(orderTaxes.businessId, business), eq(orderTaxes.orderId, orderId)))
    .orderBy(asc(orderTaxes.id));
}

export async function listOrderGratuities(db: Queryable, business: Business, orderId: number) {
  return db
    .select()
    .from(orderGratuities)
    .where(and(inBusiness(orderGratuities.businessId, business), eq(orderGratuities.orderId, orderId)))
    .orderBy(asc(orderGratuities.id));
}

export async function listOrderVoids(db: Queryable, business: Business, orderId: number) {
  return db
    .select({ line: voidItems, voidByName: nameOf(voidItems.businessId, voidItems.voidBy) })
    .from(voidItems)
    .where(and(inBusiness(voidItems.businessId, business), eq(voidItems.orderId, orderId)))
    .orderBy(asc(voidItems.cancelledTime), asc(voidItems.id));
}

/** The order's refunds, oldest first, each with who made it. */
export async function listOrderRefunds(db: Queryable, business: Business, orderId: number) {
  return db
    .select({ refund: refunds, refundedByName: nameOf(refunds.businessId, refunds.refundedBy) })
    .from(refunds)
    .where(and(inBusiness(refunds.businessId, business), eq(refunds.orderId, orderId)))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
}

/** The refunded lines of all the order's refunds. */
export async function listOrderRefundItems(db: Queryable, business: Business, orderId: number) {
  return db
    .select({ line: refundItems })
    .from(refundItems)
    .innerJoin(
      refunds,
      and(eq(refunds.businessId, refundItems.businessId), eq(refunds.id, refundItems.refundId)),
    )
    .where(and(inBusiness(refundItems.businessId, business), eq(refunds.orderId, orderId)))
    .orderBy(asc(refundItems.id));
}

/** The ids of the order's catalogue items that keep stock, by the catalogue's current setting. */
export async function listStockTrackedItems(db: Queryable, business: Business, orderId: number) {
  const rows = await db
    .selectDistinct({ id: items.id })
    .from(orderItems)
    .innerJoin(items, and(eq(items.businessId, orderItems.businessId), eq(items.id, orderItems.itemId)))
    .where(
      and(
        inBusiness(orderItems.businessId, business),
        eq(orderItems.orderId, orderId),
        eq(items.trackStock, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

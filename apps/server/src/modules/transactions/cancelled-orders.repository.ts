import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { orderItems, orders, outlets, users, voidItems } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';
import { inScope, type OutletScope } from '../../sales/transaction-outlets.repository.js';

type Business = Pick<Caller, 'businessId'>;

export interface InstantRange {
  from: Date;
  /** Inclusive. */
  to: Date;
}

/** A user's display name, by a user id column of an outer row (qualified by the caller). */
export function displayNameOf(businessColumn: SQL, userColumn: SQL): SQL<string | null> {
  return sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u
    where u.business_id = ${businessColumn} and u.id = ${userColumn})`;
}

const cancelledByName = displayNameOf(sql.raw('"orders"."business_id"'), sql.raw('"orders"."cancelled_by"'));

/** `status = 'cancelled'` is what lets the partial index `orders_cancelled_idx` serve these queries. */
function cancelledConditions(
  business: Business,
  scope: OutletScope,
  filter: { range: InstantRange; receipt?: string },
): (SQL | undefined)[] {
  return [
    inBusiness(orders.businessId, business),
    eq(orders.status, 'cancelled'),
    inScope(scope, orders.outletId),
    gte(orders.cancelledAt, filter.range.from),
    lte(orders.cancelledAt, filter.range.to),
    filter.receipt ? eq(orders.receiptNumber, filter.receipt) : undefined,
  ];
}

/** One page of cancelled orders, latest cancellation first (ties by id, so pages are stable). */
export async function listCancelledPage(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  page: { range: InstantRange; receipt?: string; offset: number; limit: number },
) {
  return db
    .select({
      id: orders.id,
      receiptNumber: orders.receiptNumber,
      outletId: orders.outletId,
      cancelledAt: orders.cancelledAt,
      cancelledByName,
      cancelReason: orders.cancelReason,
      totalPrice: orders.totalCollected,
    })
    .from(orders)
    .where(and(...cancelledConditions(business, scope, page)))
    .orderBy(desc(orders.cancelledAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function sumCancelled(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  filter: { range: InstantRange; receipt?: string },
): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.totalCollected}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(...cancelledConditions(business, scope, filter)));
  return row!;
}

/** A cancelled order at an outlet the caller reaches. */
export async function findCancelledOrder(db: Queryable, caller: Caller, outletId: number, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      serverName: displayNameOf(sql.raw('"orders"."business_id"'), sql.raw('"orders"."created_by"')),
      cancelledByName,
      outletName: outlets.name,
      timeZone: outlets.timeZone,
    })
    .from(orders)
    .innerJoin(outlets, and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId)))
    .where(
      and(
        inBusiness(orders.businessId, caller),
        eq(orders.id, orderId),
        eq(orders.outletId, outletId),
        eq(orders.status, 'cancelled'),
        inOutletReach(caller, orders.outletId),
      ),
    );
  return row;
}

export async function listItemsOfOrder(db: Queryable, business: Business, orderId: number) {
  return db
    .select({
      itemName: orderItems.itemName,
      variantName: orderItems.variantName,
      quantity: orderItems.quantity,
      grossAmount: orderItems.grossAmount,
    })
    .from(orderItems)
    .where(and(inBusiness(orderItems.businessId, business), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export async function listVoidsOfOrder(db: Queryable, business: Business, orderId: number) {
  return db
    .select({
      itemName: voidItems.itemName,
      variantName: voidItems.variantName,
      quantity: voidItems.quantity,
      reason: voidItems.reason,
      voidByName: displayNameOf(sql.raw('"void_items"."business_id"'), sql.raw('"void_items"."void_by"')),
    })
    .from(voidItems)
    .where(and(inBusiness(voidItems.businessId, business), eq(voidItems.orderId, orderId)))
    .orderBy(asc(voidItems.cancelledTime), asc(voidItems.id));
}

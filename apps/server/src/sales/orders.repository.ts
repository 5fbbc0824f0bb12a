import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { customers, orderItems, orders, payments, refunds, users } from '../db/schema/index.js';
import type { Caller } from '../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../platform/auth/tenant-scope.js';
import { inLocalRange, type OutletScope } from './transaction-outlets.repository.js';

type Business = Pick<Caller, 'businessId'>;

/** A local time range, end exclusive (`yyyy-MM-dd'T'HH:mm:ss` on both sides). */
export interface LocalRange {
  start: string;
  end: string;
}

/** Position of a row in the list's order: `created_at` as PostgreSQL prints it (microseconds kept) and the id. */
export interface OrderPosition {
  createdAt: string;
  id: number;
}

/**
 * The outer query's order columns, qualified: drizzle prints a column without its table when the query reads one
 * table, which inside a correlated subquery would bind to the subquery's own table instead.
 */
const outerOrder = {
  businessId: sql.raw('"orders"."business_id"'),
  id: sql.raw('"orders"."id"'),
};

/** The display name of the user in the outer order's `column` (the first one set), looked up per returned row. */
function userName(...columns: ('created_by' | 'collected_by' | 'cancelled_by')[]): SQL<string | null> {
  const id = sql.raw(`coalesce(${columns.map((column) => `"orders"."${column}"`).join(', ')})`);
  return sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u
    where u.business_id = ${outerOrder.businessId} and u.id = ${id})`;
}

const itemNames = sql<string>`coalesce((select string_agg(i.item_name, ', ' order by i.position, i.id)
  from ${orderItems} i where i.business_id = ${outerOrder.businessId} and i.order_id = ${outerOrder.id}), '')`;

/** The catalogue item (and, when named, the variant as the bill named it) an order must hold a line of. */
export interface ItemFilter {
  itemId: number;
  variantName?: string;
}

/** What the success list and its tiles select: a range, and optionally a receipt number or an item. */
export interface SuccessFilter {
  range: LocalRange;
  keyword?: string;
  item?: ItemFilter;
}

/**
 * The order holds at least one line of the item: a seek on `order_items_item_idx` (business, item, order) per
 * order, or the item's orders read from it, whichever the planner finds cheaper (decision 0260).
 */
function holdsItem(item: ItemFilter): SQL {
  const variant = item.variantName ? sql` and i.variant_name = ${item.variantName}` : sql``;
  return sql`exists (select 1 from ${orderItems} i where i.business_id = ${outerOrder.businessId}
    and i.item_id = ${item.itemId} and i.order_id = ${outerOrder.id}${variant})`;
}

function successConditions(
  business: Business,
  scope: OutletScope,
  filter: SuccessFilter,
): (SQL | undefined)[] {
  return [
    inBusiness(orders.businessId, business),
    eq(orders.status, 'completed'),
    inLocalRange(scope, filter.range, orders.createdAt, orders.outletId),
    filter.keyword ? eq(orders.receiptNumber, filter.keyword) : undefined,
    filter.item ? holdsItem(filter.item) : undefined,
  ];
}

/**
 * One page of completed orders, newest first, after `after`. (created_at, id) is a total order, so a page
 * boundary never repeats or skips an order, even when many share a timestamp; the row comparison is a range on
 * the `(business_id[, outlet_id], created_at desc, id desc)` indexes.
 */
export function orderPageQuery(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  page: SuccessFilter & { after?: OrderPosition; limit: number },
) {
  const conditions = successConditions(business, scope, page);
  if (page.after) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id})`,
    );
  }
  return db
    .select({
      id: orders.id,
      orderToken: orders.orderToken,
      receiptNumber: orders.receiptNumber,
      outletId: orders.outletId,
      createdAt: orders.createdAt,
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      businessDate: orders.businessDate,
      totalCollected: orders.totalCollected,
      collectorName: userName('collected_by', 'created_by'),
      itemName: itemNames,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit);
}

/** The page itself; `orderPageQuery` is the statement, kept apart so the benchmark can print its plan. */
export async function listOrderPage(...args: Parameters<typeof orderPageQuery>) {
  return orderPageQuery(...args);
}

/** Count, collected and net sales of the completed orders in the range, straight from the rows. */
export async function sumCompletedOrders(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  filter: SuccessFilter,
): Promise<{ count: number; totalCollected: number; netSales: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalCollected: sql<number>`coalesce(sum(${orders.totalCollected}), 0)::bigint`.mapWith(Number),
      netSales: sql<number>`coalesce(sum(${orders.netSales}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(...successConditions(business, scope, filter)));
  return row!;
}

/**
 * Net sales given back (≤ 0) by refunds made in the range; with a keyword or an item, only the refunds of the
 * orders found by it, whenever they were made.
 */
export async function sumRefundedNetSales(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  filter: SuccessFilter,
): Promise<number> {
  const conditions: (SQL | undefined)[] = [inBusiness(refunds.businessId, business)];
  if (filter.keyword || filter.item) {
    conditions.push(
      sql`${refunds.orderId} in (select ${orders.id} from ${orders} where ${and(...successConditions(business, scope, filter))})`,
    );
  } else {
    conditions.push(inLocalRange(scope, filter.range, refunds.refundedAt, refunds.outletId));
  }
  const [row] = await db
    .select({ net: sql<number>`coalesce(sum(${refunds.totalNetSales}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(...conditions));
  return row!.net;
}

/** An order of the business within the caller's outlets, any status. */
export async function findOrder(db: Queryable, caller: Caller, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      creatorName: userName('created_by'),
      collectorName: userName('collected_by'),
      customerName: customers.name,
    })
    .from(orders)
    .leftJoin(
      customers,
      and(eq(customers.businessId, orders.businessId), eq(customers.id, orders.customerId)),
    )
    .where(
      and(
        inBusiness(orders.businessId, caller),
        eq(orders.id, orderId),
        inOutletReach(caller, orders.outletId),
      ),
    );
  return row;
}

export async function listOrderItems(db: Queryable, business: Business, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(inBusiness(orderItems.businessId, business), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export async function listOrderPayments(db: Queryable, business: Business, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(inBusiness(payments.businessId, business), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

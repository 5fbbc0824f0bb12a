import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import { customers, orderItems, orders, outlets, payments, refunds, users } from '../../db/schema/index.js';
import { localTimeToInstant } from '../../domain/calendar-text.js';

export interface ExportOutlet {
  id: number;
  name: string;
  timeZone: string;
}

/** What one export reads: a business, its outlets (each with its own wall clock) and a local range, end exclusive. */
export interface ExportScope {
  businessId: number;
  outlets: ExportOutlet[];
  range: { start: string; end: string };
}

/** Keyset position: `created_at` as PostgreSQL prints it, the order id and (item detail) the item id. */
export interface RowPosition {
  createdAt: string;
  orderId: number;
  itemId: number;
}

/** `timeColumn` lies in the range on the wall clock of each row's outlet, grouped by time zone. */
function inLocalRange(scope: ExportScope, timeColumn: PgColumn, outletColumn: PgColumn): SQL {
  const zones = new Map<string, number[]>();
  for (const outlet of scope.outlets)
    zones.set(outlet.timeZone, [...(zones.get(outlet.timeZone) ?? []), outlet.id]);
  if (zones.size === 0) return sql`false`;
  const parts = [...zones].map(([zone, ids]) => {
    const from = localTimeToInstant(scope.range.start, zone).toISOString();
    const to = localTimeToInstant(scope.range.end, zone).toISOString();
    return sql`(${inArray(outletColumn, ids)} and ${timeColumn} >= ${from}::timestamptz and ${timeColumn} < ${to}::timestamptz)`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

const localTime = sql<string>`to_char(${orders.createdAt} at time zone ${outlets.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
const staffName = sql<string>`coalesce((select trim(u.first_name || ' ' || u.last_name) from ${users} u
  where u.business_id = "orders"."business_id" and u.id = coalesce("orders"."collected_by", "orders"."created_by")), '')`;
const paymentNames = sql<string>`coalesce((select string_agg(distinct p.method_name, ', ') from ${payments} p
  where p.business_id = "orders"."business_id" and p.order_id = "orders"."id"), '')`;
const itemSummary = sql<string>`coalesce((select string_agg(i.quantity || 'x ' || i.item_name, ', ' order by i.position, i.id)
  from ${orderItems} i where i.business_id = "orders"."business_id" and i.order_id = "orders"."id"), '')`;

function completedInScope(scope: ExportScope): SQL {
  return and(
    eq(orders.businessId, scope.businessId),
    eq(orders.status, 'completed'),
    inLocalRange(scope, orders.createdAt, orders.outletId),
  )!;
}

const withOutlet = and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId));
const withCustomer = and(eq(customers.businessId, orders.businessId), eq(customers.id, orders.customerId));

/** One page of completed orders, newest first, after `after` (a total order: no repeats, no gaps). */
export async function listTransactionRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      orderId: orders.id,
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime,
      outletName: outlets.name,
      staffName,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      items: itemSummary,
      paymentMethods: paymentNames,
      grossSales: orders.grossSales,
      discounts: sql<number>`(${orders.discountTotal} + ${orders.promoTotal})::bigint`.mapWith(Number),
      redeemAmount: orders.redeemAmount,
      tax: orders.taxTotal,
      gratuity: orders.gratuityTotal,
      rounding: orders.roundingAmount,
      netSales: orders.netSales,
      totalCollected: orders.totalCollected,
      refunded: orders.refundedAmount,
    })
    .from(orders)
    .innerJoin(outlets, withOutlet)
    .leftJoin(customers, withCustomer)
    .where(
      and(
        completedInScope(scope),
        page.after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${page.after.createdAt}::timestamptz, ${page.after.orderId})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit);
}

/** One page of the items of completed orders, in the orders' order, then by item id. */
export async function listItemRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      orderId: orders.id,
      itemId: orderItems.id,
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime,
      outletName: outlets.name,
      salesType: sql<string>`coalesce(${orderItems.salesTypeName}, '')`,
      category: sql<string>`coalesce(${orderItems.categoryName}, '')`,
      itemName: orderItems.itemName,
      variantName: orderItems.variantName,
      quantity: orderItems.quantity,
      refundedQuantity: orderItems.refundedQuantity,
      unitPrice: orderItems.unitPrice,
      grossAmount: orderItems.grossAmount,
      discountAmount: orderItems.discountAmount,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.businessId, orderItems.businessId), eq(orders.id, orderItems.orderId)))
    .innerJoin(outlets, withOutlet)
    .where(
      and(
        completedInScope(scope),
        page.after
          ? sql`(${orders.createdAt}, ${orders.id}, ${orderItems.id}) < (${page.after.createdAt}::timestamptz, ${page.after.orderId}, ${page.after.itemId})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderItems.id))
    .limit(page.limit);
}

/** Net sales given back (≤ 0) by refunds made in the range: the summary's net sales count them in. */
export async function sumRefundedNetSalesInScope(db: Queryable, scope: ExportScope): Promise<number> {
  const [row] = await db
    .select({ net: sql<number>`coalesce(sum(${refunds.totalNetSales}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(
      and(
        eq(refunds.businessId, scope.businessId),
        inLocalRange(scope, refunds.refundedAt, refunds.outletId),
      ),
    );
  return row!.net;
}

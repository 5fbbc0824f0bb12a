import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import {
  customers,
  orderItems,
  orders,
  outlets,
  payments,
  refunds,
  users,
  voidItems,
} from '../../db/schema/index.js';
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

/**
 * Keyset position: the row's time as PostgreSQL prints it (created, cancelled or voided), its id (order or void
 * item) and, in the item detail, the item id.
 */
export interface RowPosition {
  at: string;
  id: number;
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

/** An instant on its outlet's wall clock, as the screens print it. */
const wallClock = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone ${outlets.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
const localTime = wallClock(orders.createdAt);

function completedInScope(scope: ExportScope): SQL {
  return and(
    eq(orders.businessId, scope.businessId),
    eq(orders.status, 'completed'),
    inLocalRange(scope, orders.createdAt, orders.outletId),
  )!;
}

const withOutlet = and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId));
const afterPosition = (time: PgColumn, id: PgColumn, after: RowPosition | undefined) =>
  after ? sql`(${time}, ${id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
const withCustomer = and(eq(customers.businessId, orders.businessId), eq(customers.id, orders.customerId));

/**
 * One page of completed orders, newest first, after `after` (a total order: no repeats, no gaps). Staff names,
 * payment methods and item lists are read for the whole page at once (`listPageDetails`), not per row.
 */
export async function listTransactionRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      orderId: orders.id,
      atKey: sql<string>`${orders.createdAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime,
      outletName: outlets.name,
      staffId: sql<number | null>`coalesce(${orders.collectedBy}, ${orders.createdBy})`,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
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
    .where(and(completedInScope(scope), afterPosition(orders.createdAt, orders.id, page.after)))
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
      atKey: sql<string>`${orders.createdAt}::text`,
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
          ? sql`(${orders.createdAt}, ${orders.id}, ${orderItems.id}) < (${page.after.at}::timestamptz, ${page.after.id}, ${page.after.itemId})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderItems.id))
    .limit(page.limit);
}

/** Per order of a page: its payment method names and its item list ("2x Kopi, 1x Teh"), in two grouped reads. */
export async function listPageDetails(db: Queryable, businessId: number, orderIds: readonly number[]) {
  const methods = new Map<number, string>();
  const items = new Map<number, string>();
  if (orderIds.length === 0) return { methods, items };
  const paid = await db
    .select({
      orderId: payments.orderId,
      names: sql<string>`string_agg(distinct ${payments.methodName}, ', ')`,
    })
    .from(payments)
    .where(and(eq(payments.businessId, businessId), inArray(payments.orderId, [...orderIds])))
    .groupBy(payments.orderId);
  for (const row of paid) methods.set(Number(row.orderId), row.names);
  const listed = await db
    .select({
      orderId: orderItems.orderId,
      names: sql<string>`string_agg(${orderItems.quantity} || 'x ' || ${orderItems.itemName}, ', ' order by ${orderItems.position}, ${orderItems.id})`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.businessId, businessId), inArray(orderItems.orderId, [...orderIds])))
    .groupBy(orderItems.orderId);
  for (const row of listed) items.set(Number(row.orderId), row.names);
  return { methods, items };
}

/** Display names of the business's users among `ids`. */
export async function listUserNames(db: Queryable, businessId: number, ids: readonly number[]) {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(and(eq(users.businessId, businessId), inArray(users.id, [...ids])));
  for (const row of rows) names.set(row.id, row.name);
  return names;
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

/** One page of the outlets' cancelled orders, latest cancellation first, as the cancelled tab lists them. */
export async function listCancelledRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      id: orders.id,
      atKey: sql<string>`${orders.cancelledAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime: wallClock(orders.cancelledAt),
      outletName: outlets.name,
      cancelledBy: orders.cancelledBy,
      reason: sql<string>`coalesce(${orders.cancelReason}, '')`,
      total: orders.totalCollected,
    })
    .from(orders)
    .innerJoin(outlets, withOutlet)
    .where(
      and(
        eq(orders.businessId, scope.businessId),
        eq(orders.status, 'cancelled'),
        inLocalRange(scope, orders.cancelledAt, orders.outletId),
        afterPosition(orders.cancelledAt, orders.id, page.after),
      ),
    )
    .orderBy(desc(orders.cancelledAt), desc(orders.id))
    .limit(page.limit);
}

/** One page of the outlets' voided items of completed and cancelled orders, latest first, as the void tab lists them. */
export async function listVoidRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      id: voidItems.id,
      atKey: sql<string>`${voidItems.cancelledTime}::text`,
      receiptNumber: orders.receiptNumber,
      localTime: wallClock(voidItems.cancelledTime),
      outletName: outlets.name,
      voidBy: voidItems.voidBy,
      itemName: voidItems.itemName,
      variantName: voidItems.variantName,
      quantity: voidItems.quantity,
      reason: voidItems.reason,
      total: voidItems.totalPrice,
    })
    .from(voidItems)
    .innerJoin(orders, and(eq(orders.businessId, voidItems.businessId), eq(orders.id, voidItems.orderId)))
    .innerJoin(outlets, and(eq(outlets.businessId, voidItems.businessId), eq(outlets.id, voidItems.outletId)))
    .where(
      and(
        eq(voidItems.businessId, scope.businessId),
        inArray(orders.status, ['completed', 'cancelled']),
        inLocalRange(scope, voidItems.cancelledTime, voidItems.outletId),
        afterPosition(voidItems.cancelledTime, voidItems.id, page.after),
      ),
    )
    .orderBy(desc(voidItems.cancelledTime), desc(voidItems.id))
    .limit(page.limit);
}
